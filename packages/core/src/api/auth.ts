import type { PageConfig } from '../config.js';
import { requireFields, ResponseError } from '../errors.js';
import type { Http } from './http.js';

/** The storefront's account pages answer JSON when asked in JSON (the same pages work as plain forms). */
export interface LoginRequest {
  email: string;
  password: string;
  /** Where a no-JS form would have gone; sent along so the server sees the same request. */
  next?: string;
}

export interface RegistrationRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  next?: string;
}

/** A login, registration or new password: the login token (also set as a cookie by the server). */
export interface LoginAnswer {
  token: string;
}

export interface PasswordResetAnswer {
  /** The same Dutch confirmation for every well-formed address, whether or not it has an account. */
  message: string;
}

/** One invalid field of an account form, with the server's Dutch message. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * The account pages of the storefront (`{siteHost}/login`, `/registeren`, `/wachtwoord/vernieuwen`,
 * `/wachtwoord/bevestiging/{code}`): what the auth modal sends, the same routes as the pages' own forms.
 */
export function createAuthApi(http: Http, config: PageConfig) {
  const url = (path: string) => `${config.siteHost}${path}`;
  return {
    logIn(loginRequest: LoginRequest) {
      requireFields({ loginRequest });
      return http.request<LoginAnswer>('post', url('/login'), { json: loginRequest });
    },
    register(registrationRequest: RegistrationRequest) {
      requireFields({ registrationRequest });
      return http.request<LoginAnswer>('post', url('/registeren'), { json: registrationRequest });
    },
    requestPasswordReset(email: string) {
      return http.request<PasswordResetAnswer>('post', url('/wachtwoord/vernieuwen'), { json: { email } });
    },
    setPassword(code: string, password: string) {
      requireFields({ code });
      return http.request<LoginAnswer>('post', url(`/wachtwoord/bevestiging/${encodeURIComponent(code)}`), { json: { password } });
    },
  };
}

/**
 * The field errors of a refused account form (`{ error: {field, message}, errors: [...] }`, 401 or 422); an empty
 * list for anything else (server down, a 500), which the form reports as a whole.
 */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof ResponseError) || (error.status !== 401 && error.status !== 422)) return [];
  const body = error.body as { error?: Partial<FieldError>; errors?: Partial<FieldError>[] } | null | undefined;
  const list = Array.isArray(body?.errors) ? body.errors : body?.error ? [body.error] : [];
  return list.filter((item): item is FieldError => typeof item?.field === 'string' && typeof item.message === 'string');
}
