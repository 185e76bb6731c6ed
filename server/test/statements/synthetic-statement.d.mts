/** A registration awaiting payment (the matching's `PaymentCandidate`). */
export interface SyntheticCandidate {
  id: number;
  reference: string;
  amountPaise: number;
  heldFrom: Date;
  heldUntil: Date;
  utr: string | null;
}

export interface SyntheticStatement {
  candidates: SyntheticCandidate[];
  /** Each credit's line in the file, and the registration that paid it (null: nobody's). */
  truth: Map<number, number | null>;
  /** How many transactions the statement has. */
  transactions: number;
  /** The statement as SBI's CSV: account details, header, transactions, footer. */
  csv(): Buffer;
  /** The same as an .xlsx, dates and amounts as date and number cells, on the same lines. */
  xlsx(): Promise<Buffer>;
}

export function syntheticStatement(options?: {
  seed?: number;
  lines?: number;
  registrations?: number;
}): SyntheticStatement;
