/**
 * The iDEAL banks the sandbox lists at GET /ideal/issuers. Since iDEAL 2.0 the customer picks the
 * bank on iDEAL's own page, so an order's `issuer_id` is only a hint: any value is accepted, and a
 * known one is named on the simulated bank page.
 */
import type { IdealIssuer } from '../../shared/api/index.ts';

const issuer = (id: string, name: string): IdealIssuer => ({ id, list_type: 'Nederland', name });

export const IDEAL_ISSUERS: readonly IdealIssuer[] = [
  issuer('ABNANL2A', 'ABN AMRO'),
  issuer('ASNBNL21', 'ASN Bank'),
  issuer('BUNQNL2A', 'bunq'),
  issuer('INGBNL2A', 'ING'),
  issuer('KNABNL2H', 'Knab'),
  issuer('NTSBDEB1', 'N26'),
  issuer('NNBANL2G', 'Nationale-Nederlanden'),
  issuer('RABONL2U', 'Rabobank'),
  issuer('RBRBNL21', 'RegioBank'),
  issuer('REVOLT21', 'Revolut'),
  issuer('SNSBNL2A', 'SNS'),
  issuer('TRIONL2U', 'Triodos Bank'),
  issuer('FVLBNL22', 'Van Lanschot Kempen'),
];

/** The bank's name for an `issuer_id`, if the sandbox lists it. */
export const issuerName = (id: unknown): string | null =>
  IDEAL_ISSUERS.find((i) => i.id === id)?.name ?? null;
