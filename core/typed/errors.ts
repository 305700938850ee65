// Validation errors of schema-aware walks: a list of (path, message), printed as the
// Go library prints them (`.spec.replicas: expected numeric (int or float), got string`).

export interface ValidationIssue {
  path: string;
  message: string;
}

export class ValidationError extends Error {
  constructor(readonly issues: ValidationIssue[]) {
    super(formatIssues(issues));
    this.name = 'ValidationError';
  }
}

export function formatIssues(issues: ValidationIssue[]): string {
  const one = (i: ValidationIssue) => (i.path ? `${i.path}: ${i.message}` : i.message);
  if (issues.length === 1) return one(issues[0]);
  return ['errors:', ...issues.map((i) => `  ${one(i)}`)].join('\n');
}
