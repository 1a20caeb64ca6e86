export { ApiError, tooManyRequests, unauthorized, validationError } from './api-error';
export { registerErrorHandling } from './error-handler';
export { requestLocale } from './locale';
export { LARGEST_INT, MAX_AMOUNT_TENGE, idOf } from './numbers';
export type { Localized, SiteLocale } from './locale';
export { botCheckFields, documentationOnly, fromContract, registerRequestValidation } from './request-validation';
export { validateBody } from './validate-body';
export type { ContractSchema } from './validate-body';
export { errorBodySchema, errorResponses, successSchema } from './error-schema';
