import { describe, expect, it } from 'vitest';
import { ZCheckoutAuthForm, type TCheckoutAuthFormInput } from './checkout-auth';

function messagesOf(input: TCheckoutAuthFormInput): Record<string, string> {
  const result = ZCheckoutAuthForm.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const blank = { fullName: '', email: '', password: '', confirmPassword: '' };

describe('checkout login and register card', () => {
  it('login needs an e-mail of e-mail type and a password, nothing else', () => {
    expect(messagesOf({ mode: 'login', ...blank })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(messagesOf({ mode: 'login', ...blank, email: 'nope', password: 'x' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(messagesOf({ mode: 'login', ...blank, email: 'A@Example.test', password: 'x' })).toEqual({});
    expect(ZCheckoutAuthForm.parse({ mode: 'login', ...blank, email: ' A@Example.test ', password: 'x' }).email).toBe(
      'a@example.test',
    );
  });

  it('register also needs a full name, 6 characters and a matching confirmation', () => {
    expect(messagesOf({ mode: 'register', ...blank })).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(
      messagesOf({ mode: 'register', fullName: 'Ann', email: 'a@b.test', password: '12345', confirmPassword: '12345' }),
    ).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(
      messagesOf({
        mode: 'register',
        fullName: 'Ann',
        email: 'a@b.test',
        password: '123456',
        confirmPassword: '123457',
      }),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(
      messagesOf({
        mode: 'register',
        fullName: 'Ann',
        email: 'a@b.test',
        password: '123456',
        confirmPassword: '123456',
      }),
    ).toEqual({});
  });
});
