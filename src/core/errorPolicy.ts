/**
 * The error policy of spec 000 §8 as a port: core/http decides *what* happened, the UI
 * layer (wired in boot.ts) decides how it looks. Keeping the port here lets http stay
 * free of React and lets the UI chunk load only when an error is first shown.
 */
export type HttpProblem =
  | { kind: 'login'; returnUrl: string }
  | { kind: 'not-found'; url: string }
  | { kind: 'aborted'; url: string }
  | { kind: 'unknown'; url: string; status: number };

export type ProblemHandler = (problem: HttpProblem) => void;

let handler: ProblemHandler = (problem) => {
  console.error('[vitrine] no error handler registered', problem);
};

export function setProblemHandler(next: ProblemHandler): void {
  handler = next;
}

/** Applies the policy: 404 is logged, an abort is a warning, the rest reach the UI. */
export function reportProblem(problem: HttpProblem): void {
  if (problem.kind === 'not-found') console.error(`[vitrine] 404 not found: ${problem.url}`);
  else if (problem.kind === 'aborted') console.warn(`[vitrine] request aborted: ${problem.url}`);
  else handler(problem);
}
