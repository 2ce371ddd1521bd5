import { RateLimiterMemory } from "rate-limiter-flexible";

// Failed sign-ins: 5 per account and 20 per IP address in 15 minutes.
const WINDOW_SECONDS = 15 * 60;
const byAccount = new RateLimiterMemory({ keyPrefix: "login-account", points: 5, duration: WINDOW_SECONDS });
const byIp = new RateLimiterMemory({ keyPrefix: "login-ip", points: 20, duration: WINDOW_SECONDS });

async function remainingBlock(limiter: RateLimiterMemory, key: string): Promise<number> {
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
