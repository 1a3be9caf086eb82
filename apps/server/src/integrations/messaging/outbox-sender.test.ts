import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { recordingLog } from '../../../test/recording-log.js';
import { OutboxSender } from './outbox-sender.js';

describe('OutboxSender', () => {
  it('logs which message went out, never its body or address', async () => {
    const log = recordingLog();
    await new OutboxSender(log as unknown as FastifyBaseLogger).send({ id: 7, channel: 'sms', to: '+34600111222', subject: null, body: 'Tu código es 123456' });
    const line = JSON.stringify(log.lines);
    expect(line).toContain('outbox message');
    expect(line).not.toContain('123456');
    expect(line).not.toContain('+34600111222');
  });
});
