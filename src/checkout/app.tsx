/** The hosted checkout's root. Issue #5 grows it into the method chooser; today it proves the wiring. */
export function App() {
  return (
    <main>
      <h1>Checkout</h1>
      <p role="status">Loading your order…</p>
    </main>
  );
}
