// Decorative: each icon sits in a control that carries its own accessible name.
export function HeartIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 21l-1.45-1.32C5.4 15.04 2 11.96 2 8.2 2 5.12 4.42 2.7 7.5 2.7c1.74 0 3.41.81 4.5 2.09A6.02 6.02 0 0116.5 2.7c3.08 0 5.5 2.42 5.5 5.5 0 3.76-3.4 6.84-8.55 11.48L12 21z"
      />
    </svg>
  );
}
