/**
 * An error as Cognito puts it on the wire: HTTP 400 with `{"__type": code, "message": ...}`.
 * Amplify turns `__type` into the error's `name`, so the codes must be Cognito's own.
 */
export class CognitoServiceError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, message: string, status = 400) {
    super(message);
    this.name = code;
    this.code = code;
    this.status = status;
  }
}

export const notAuthorized = (message: string) => new CognitoServiceError('NotAuthorizedException', message);
export const invalidParameter = (message: string) => new CognitoServiceError('InvalidParameterException', message);
export const resourceNotFound = (message: string) => new CognitoServiceError('ResourceNotFoundException', message);
