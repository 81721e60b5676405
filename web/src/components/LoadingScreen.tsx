import { Spinner, SpinnerSize } from '@blueprintjs/core';

interface LoadingScreenProps {
  label: string;
  /** Fill the whole window (before the shell exists) rather than the content area. */
  fullscreen?: boolean;
}

/** A centred spinner with its label, announced to assistive technology as a status. */
export function LoadingScreen({ label, fullscreen = false }: LoadingScreenProps) {
  return (
    <div className={fullscreen ? 'loading-screen loading-screen--fullscreen' : 'loading-screen'} role="status">
      <Spinner size={SpinnerSize.STANDARD} aria-hidden />
      <span className="loading-screen__label">{label}</span>
    </div>
  );
}
