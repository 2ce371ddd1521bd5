import { databaseRateLimiter, type RateLimiter } from "~/lib/rate-limit.server";

// Failed sign-ins: 5 per account and 20 per IP address in 15 minutes, across all instances.
const WINDOW_SECONDS = 15 * 60;
const byAccount = databaseRateLimiter({ keyPrefix: "login-account", points: 5, duration: WINDOW_SECONDS });
const byIp = databaseRateLimiter({ keyPrefix: "login-ip", points: 20, duration: WINDOW_SECONDS });

async function remainingBlock(limiter: RateLimiter, key: string): Promise<number> {
  const state = await limiter.get(key);
  return state && state.consumedPoints >= limiter.points ? Math.ceil(state.msBeforeNext / 1000) : 0;
}

export const loginLimiter = {
  /** Seconds until this account or address may try again; 0 when it may now. */
  async blockedFor(email: string, ip: string): Promise<number> {
    return Math.max(await remainingBlock(byAccount, email), await remainingBlock(byIp, ip));
  },
  async fail(email: string, ip: string): Promise<void> {
    await Promise.all([byAccount.penalty(email, 1), byIp.penalty(ip, 1)]);
  },
  async succeed(email: string, _ip: string): Promise<void> {
    await byAccount.delete(email);
  },
};
