/** Before the order (and its language) is known: a quiet placeholder in the card's shape. */
export function LoadingScreen(props: { label?: string | undefined }) {
  return (
    <div class="loading" aria-busy="true">
      <div class="spinner" aria-hidden="true" />
      {props.label && (
        <p class="visually-hidden" role="status">
          {props.label}
        </p>
      )}
    </div>
  );
}
