import { describe, expect, it } from 'vitest';
import { auditCommandOf } from './audit-log';

describe('who wrote an audit row', () => {
  it('names the server command of a row without an actor whose request id is the command', () => {
    expect(auditCommandOf({ actor: { id: null }, requestId: 'command:admin:create' })).toBe('admin:create');
  });

  it('names no command for an administrator, or for an actor deleted since', () => {
    expect(
      auditCommandOf({ actor: { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }, requestId: 'command:x' }),
    ).toBeNull();
    expect(auditCommandOf({ actor: { id: null }, requestId: 'req-1f' })).toBeNull();
    expect(auditCommandOf({ actor: { id: null }, requestId: null })).toBeNull();
  });
});
