import { describe, expect, it, vi } from 'vitest';
import { bindField, fieldValidity } from './form-binding';

describe('form binding', () => {
  it('maps a field error to the ui field props, with ARIA validation', () => {
    expect(fieldValidity({ invalid: true, error: { message: 'Informe o e-mail' } })).toEqual({
      isInvalid: true,
      errorMessage: 'Informe o e-mail',
      validationBehavior: 'aria',
    });
    expect(fieldValidity({ invalid: false })).toEqual({ isInvalid: false, errorMessage: undefined, validationBehavior: 'aria' });
  });

  it('passes the value and the handlers through unchanged', () => {
    const field = { name: 'email', value: 'a@b.c', onChange: vi.fn(), onBlur: vi.fn() };
    const props = bindField(field);
    props.onChange('x@y.z');
    props.onBlur();
    expect(props).toMatchObject({ name: 'email', value: 'a@b.c' });
    expect(field.onChange).toHaveBeenCalledWith('x@y.z');
    expect(field.onBlur).toHaveBeenCalledTimes(1);
  });
});
