import type { Limiters } from '../../lib/limits';
import { consumePoint, type LimitVerdict } from '../../lib/rate-limit';

/**
 * Whether mail about an account (a reset or confirmation link) asked for from this address may be sent
 * (docs/decisions/031). The account and address pair has its own allowance, so a stranger's requests never use
 * up the owner's; only a request its pair allows counts toward the account's daily ceiling, so a stranger spends
 * that ceiling no faster than their own pair allows. The caller caps each address whatever the account first.
 */
export async function consumeAccountMailAllowance(
  limiters: Limiters,
  account: string,
  address: string,
): Promise<LimitVerdict> {
  const pair = await consumePoint(limiters.accountMailByAccountAndAddress, `${account}|${address}`);
  if (!pair.allowed) return pair;
  return consumePoint(limiters.accountMailByAccountPerDay, account);
}
