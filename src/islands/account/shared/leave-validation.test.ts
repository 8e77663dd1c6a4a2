import { describe, expect, it } from 'vitest';
import { errorsOnEdit, errorsOnLeave } from './leave-validation';

const invalidEmail = 'Please enter a valid email';

describe('errorsOnLeave', () => {
  it('flags a changed field left invalid with the rules’ message, leaving the others as they were', () => {
    const shown = { password: 'Password is required' };
    expect(errorsOnLeave(shown, 'email', { email: invalidEmail, password: 'x' }, true)).toEqual({
      email: invalidEmail,
      password: 'Password is required',
    });
  });

  it('clears a changed field once it is left corrected', () => {
    expect(errorsOnLeave({ email: invalidEmail }, 'email', {}, true)).toEqual({});
  });

  it('says nothing of a field left unchanged: an empty one tabbed past, or one the server flagged', () => {
    const server = { email: 'Wrong email/password combination' };
    expect(errorsOnLeave(server, 'email', {}, false)).toBe(server);
    expect(errorsOnLeave({}, 'email', { email: 'registration.field_required' }, false)).toEqual({});
  });

  it('keeps the very same object when nothing changes (no render)', () => {
    const shown = { email: invalidEmail };
    expect(errorsOnLeave(shown, 'email', { email: invalidEmail }, true)).toBe(shown);
    expect(errorsOnLeave(shown, 'password', {}, true)).toBe(shown);
  });
});

describe('errorsOnEdit', () => {
  it('removes a shown message as soon as the value is right', () => {
    expect(errorsOnEdit({ email: invalidEmail, password: 'p' }, 'email', { password: 'p' })).toEqual({ password: 'p' });
  });

  it('adds no message while typing, and keeps one that still applies', () => {
    const shown = { email: invalidEmail };
    expect(errorsOnEdit({}, 'email', { email: invalidEmail })).toEqual({});
    expect(errorsOnEdit(shown, 'email', { email: invalidEmail })).toBe(shown);
  });
});
