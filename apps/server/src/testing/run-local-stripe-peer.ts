import { startLocalStripePeer } from './local-stripe-peer';

/**
 * The local Stripe peer as a process of its own, for the browser tests' Stripe-configured server:
 * STRIPE_PEER_PORT, STRIPE_SECRET_KEY, and STRIPE_WEBHOOK_URL with STRIPE_WEBHOOK_SECRET to deliver
 * signed events. Never part of the product.
 */
const secretKey = process.env.STRIPE_SECRET_KEY;
const port = Number(process.env.STRIPE_PEER_PORT);
if (!secretKey || !Number.isInteger(port) || port <= 0) {
  console.error('run-local-stripe-peer: set STRIPE_SECRET_KEY and STRIPE_PEER_PORT');
  process.exit(2);
}
const webhookUrl = process.env.STRIPE_WEBHOOK_URL;
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
const peer = await startLocalStripePeer({
  secretKey,
  port,
  webhook: webhookUrl && webhookSecret ? { url: webhookUrl, secret: webhookSecret } : undefined,
});
console.log(`local Stripe peer listening on ${peer.url}`);

const stop = () => void peer.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
