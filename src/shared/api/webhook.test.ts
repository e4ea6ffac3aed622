import { describe, expect, it } from 'vitest';
import { webhookEvent } from './fixtures.ts';
import { issuePaths } from './test-utils.ts';
import { WEBHOOK_EVENTS, webhookEventSchema } from './webhook.ts';

describe('webhook event body', () => {
  it('parses a status_changed event', () => {
    expect(webhookEventSchema.parse(webhookEvent)).toEqual(webhookEvent);
  });

  it('parses a transaction status event', () => {
    const event = {
      ...webhookEvent,
      event: 'transaction_status_changed',
      transaction_id: 't_1',
      transaction_status: 'completed',
    };
    expect(webhookEventSchema.safeParse(event).success).toBe(true);
  });

  it('carries no order status: the receiver fetches the order', () => {
    expect(Object.keys(webhookEventSchema.shape)).not.toContain('status');
    expect(webhookEventSchema.parse({ ...webhookEvent, status: 'completed' })).not.toHaveProperty(
      'status',
    );
  });

  it.each(['event', 'order_id', 'project_id'])('requires %s', (field) => {
    const event: Record<string, unknown> = { ...webhookEvent };
    delete event[field];
    expect(issuePaths(webhookEventSchema, event)).toEqual([[field]]);
  });

  it('names the interface event first', () => {
    expect(WEBHOOK_EVENTS[0]).toBe('status_changed');
  });
});
