/**
 * What the API shows of a payout destination. Full account numbers and Paytm numbers never
 * leave the server: the PWA must not cache or store them (docs/architecture.md, What stays off the device), and a leaked
 * response or screenshot then reveals only the last digits.
 */

/** "XXXXXXXX1234": a fixed run of X so the length of the account number is not revealed either. */
export function maskBankAccount(account: string): string {
  return `XXXXXXXX${account.slice(-4)}`;
}

/** "98XXXXXX10": enough for the player to recognise their number. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 6) return 'XXXXXXXXXX';
  return `${mobile.slice(0, 2)}${'X'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}
