import { builder } from '../../builder.ts';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthenticatedError,
  ValidationError,
} from '../../errors.ts';

/** Expected failures are part of the schema: mutations list the ones they can return. */
export const ErrorInterface = builder.interfaceRef<AppError>('Error').implement({
  description: 'A failure the user can act on; message is the text to show.',
  fields: (t) => ({
    message: t.exposeString('message'),
    code: t.exposeString('code'),
    field: t.exposeString('field', { nullable: true, description: 'The input field the message is about.' }),
  }),
});

function errorType(cls: typeof AppError | (new (...args: never[]) => AppError), name: string, description: string) {
  builder.objectType(cls as typeof AppError, {
    name,
    description,
    interfaces: [ErrorInterface],
    isTypeOf: (value) => value instanceof cls,
  });
}

errorType(ValidationError, 'ValidationError', 'The input broke a rule; message says which.');
errorType(NotFoundError, 'NotFoundError', 'The object does not exist or is not visible to you.');
errorType(ForbiddenError, 'ForbiddenError', 'Your role may not do this.');
errorType(ConflictError, 'ConflictError', 'The object changed state meanwhile, or a unique value is taken.');
errorType(UnauthenticatedError, 'UnauthenticatedError', 'Sign-in failed or is required.');
errorType(TooManyRequestsError, 'TooManyRequestsError', 'Too many attempts; try again later.');

/** The error list most mutations declare. */
export const commonErrors = [ValidationError, NotFoundError, ForbiddenError, ConflictError, UnauthenticatedError];
