import type { Limiters } from '../../lib/limits';
import { consumePoint, type LimitVerdict } from '../../lib/rate-limit';

/**
 * Whether mail about an account (a reset or confirmation link) asked for from this address may be sent
 * (docs/decisions/031). The account and address pair has its own allowance, so a stranger's requests never use
 * up the owner's; only a request its pair allows counts toward the account's daily ceiling, so a stranger spends
 * that ceiling no faster than their own pair allows. A request from a device the account has signed in on
 * (`knownDevice`: the same browser, system and network) is held to its pair's allowance only: strangers spending
 * the ceiling from many addresses cannot silence the owner's own device. The caller caps each address whatever
 * the account first.
 */
export async function consumeAccountMailAllowance(
  limiters: Limiters,
  account: string,
  address: string,
  { knownDevice = false }: { knownDevice?: boolean } = {},
): Promise<LimitVerdict> {
  const pair = await consumePoint(limiters.accountMailByAccountAndAddress, `${account}|${address}`);
  if (!pair.allowed || knownDevice) return pair;
  return consumePoint(limiters.accountMailByAccountPerDay, account);
}
