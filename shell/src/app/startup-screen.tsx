import '../styles/startup.css';

/**
 * The start-up screen: a spinner and its text. `shell/public/index.html` holds the same markup with
 * no text, painted before any script has run (issue 19: JS before the first paint); React replaces
 * it with this one, text included, without moving anything. `startup-screen.test.tsx` keeps the two
 * the same.
 */
export function StartupScreen({ text }: { text: string }) {
  return (
    <div className="wl-startup" role="status">
      <svg className="wl-startup__spinner" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle className="wl-startup__track" cx="18" cy="18" r="16" fill="none" strokeWidth="4" />
        <path className="wl-startup__arc" d="M18 2a16 16 0 0 1 16 16" fill="none" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <p className="wl-startup__text">{text}</p>
    </div>
  );
}
