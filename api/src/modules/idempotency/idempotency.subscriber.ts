import { subscribeToChanges } from '../audit/change-feed.ts';
import { markApplied } from './idempotency.service.ts';

// A request with an Idempotency-Key marks its claim applied in the transaction of its first change.
subscribeToChanges('idempotency', (tx) => markApplied(tx));
