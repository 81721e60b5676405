import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { showToast } from './toaster.ts';

interface RedirectWithToastProps {
  to: string;
  message: string;
}

/** Sends the user elsewhere and says why in an error toast (the spec's redirecting guards). */
export function RedirectWithToast({ to, message }: RedirectWithToastProps) {
  useEffect(() => {
    // Keyed by the message: a second render (StrictMode, a double click) updates the same toast.
    showToast(message, 'danger', message);
  }, [message]);
  return <Navigate to={to} replace />;
}
