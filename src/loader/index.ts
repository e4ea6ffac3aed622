/**
 * The merchant loader (dist/widget.js). Issue #6 builds the mount API; this is the build entry.
 * @example
 * <script src="https://checkout.example/widget.js"></script>
 */
export const version = '0.1.0';
