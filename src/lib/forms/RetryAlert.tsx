/** A read that failed, with the one thing to do about it: try again. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="form-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
