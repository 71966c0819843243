import './kobo-logo.css';

/** The Kobo mark: a green rounded square with a white K, as in the favicon. */
export function KoboMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="kobo-logo-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0f6b3a" />
      <path d="M10 8h3.4v6.6L19.2 8h4.1l-6.2 7.1L23.6 24h-4.2l-4.6-6.4-1.4 1.6V24H10z" fill="#fff" />
    </svg>
  );
}

/** The logo text and mark; callers wrap it in a link where it should lead somewhere. */
export function KoboLogo() {
  return (
    <span className="kobo-logo">
      <KoboMark />
      <span className="kobo-logo-text">Kobo</span>
    </span>
  );
}
