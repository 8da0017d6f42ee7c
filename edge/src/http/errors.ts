/** The message of something thrown (an Error's, else its text), for the edge's log lines. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
