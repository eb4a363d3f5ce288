import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeField, type CodeFieldProps } from './CodeField';

function renderField(props: Partial<CodeFieldProps> = {}) {
  const onChange = vi.fn();
  const onComplete = vi.fn();
  const utils = render(<CodeField onChange={onChange} onComplete={onComplete} {...props} />);
  const input = screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement;
  return { ...utils, input, onChange, onComplete, user: userEvent.setup({ delay: null }) };
}

describe('CodeField', () => {
  it('is one input a phone and a password manager recognise', () => {
    const { input } = renderField();
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveAttribute('name', 'code');
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('follows the length', () => {
    const { input } = renderField({ length: 8, name: 'otp' });
    expect(input).toHaveAttribute('maxlength', '8');
    expect(input).toHaveAttribute('name', 'otp');
  });

  it('ignores typed letters and keeps the digits', async () => {
    const { input, user, onChange } = renderField();
    await user.type(input, '1a2b-3 c');
    expect(input).toHaveValue('123');
    expect(onChange).toHaveBeenLastCalledWith('123');
    expect(onChange.mock.calls.every(([code]) => /^\d*$/.test(code as string))).toBe(true);
  });

  it.each(['123 456', '123-456', 'Your code: 123456'])('takes the code out of a pasted %j', async (text) => {
    const { input, user, onComplete } = renderField();
    await user.click(input);
    await user.paste(text);
    expect(input).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('completes once when the last digit is typed', async () => {
    const { input, user, onComplete } = renderField();
    await user.type(input, '12345');
    expect(onComplete).not.toHaveBeenCalled();
    await user.type(input, '6');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
    // More keys on a full field change nothing and complete nothing.
    await user.type(input, '7x');
    expect(input).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    // A corrected digit completes again.
    await user.type(input, '{Backspace}9');
    expect(onComplete).toHaveBeenCalledTimes(2);
    expect(onComplete).toHaveBeenLastCalledWith('123459');
  });

  it('puts a partial paste in at the caret', async () => {
    const { input, user } = renderField({ defaultValue: '1256' });
    input.focus();
    input.setSelectionRange(2, 2);
    await user.paste('3-4');
    expect(input).toHaveValue('123456');
  });

  it('works controlled, and does not complete when the value comes from outside', async () => {
    const onComplete = vi.fn();
    function Controlled() {
      const [code, setCode] = useState('');
      return (
        <>
          <CodeField value={code} onChange={setCode} onComplete={onComplete} />
          <button type="button" onClick={() => setCode('654321')}>
            Fill
          </button>
        </>
      );
    }
    render(<Controlled />);
    const user = userEvent.setup({ delay: null });
    const input = screen.getByRole('textbox');
    await user.type(input, '12x');
    expect(input).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Fill' }));
    expect(input).toHaveValue('654321');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('shows only digits of a controlled value', () => {
    renderField({ value: '12-34' });
    expect(screen.getByRole('textbox')).toHaveValue('1234');
  });

  it('links its description and error to the input', () => {
    const { input } = renderField({
      description: 'The code from the email.',
      isInvalid: true,
      errorMessage: 'That code is wrong.',
    });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/The code from the email\./);
    expect(input).toHaveAccessibleDescription(/That code is wrong\./);
  });

  it('changes nothing while read-only or disabled', async () => {
    const { input, user, onChange, rerender } = renderField({ defaultValue: '123', isReadOnly: true });
    await user.click(input);
    await user.paste('999999');
    await user.type(input, '4');
    expect(input).toHaveValue('123');
    expect(onChange).not.toHaveBeenCalled();
    rerender(<CodeField defaultValue="123" isDisabled />);
    expect(screen.getByRole('textbox')).toBeDisabled();
  });

  it('takes its label, and passes refs to the root and the input', () => {
    const ref = createRef<HTMLDivElement>();
    const inputRef = createRef<HTMLInputElement>();
    render(<CodeField label="Einmalcode" ref={ref} inputRef={inputRef} className="mine" />);
    const input = screen.getByRole('textbox', { name: 'Einmalcode' });
    expect(inputRef.current).toBe(input);
    expect(ref.current).toHaveClass('mine');
    expect(ref.current).toContainElement(input);
  });
});
