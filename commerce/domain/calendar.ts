/** The shop trades in Europe/London: "today" is the London date, whatever the server's zone. */
export function londonDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
