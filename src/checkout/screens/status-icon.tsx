/** The big round icon at the top of a result screen. Decorative: the heading says it in words. */
type StatusTone = 'success' | 'neutral' | 'warning' | 'error' | 'busy';

const PATHS: Record<Exclude<StatusTone, 'busy'>, string> = {
  success: 'M15 24.5l6 6 12-13',
  neutral: 'M17 17l14 14M31 17L17 31',
  warning: 'M24 14v12M24 32v1',
  error: 'M24 14v12M24 32v1',
};

export function StatusIcon(props: { tone: StatusTone }) {
  if (props.tone === 'busy') return <div class="status-icon busy" aria-hidden="true" />;
  return (
    <svg
      class={`status-icon ${props.tone}`}
      viewBox="0 0 48 48"
      width="56"
      height="56"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="22" />
      <path d={PATHS[props.tone]} fill="none" stroke-width="4" stroke-linecap="round" />
    </svg>
  );
}
