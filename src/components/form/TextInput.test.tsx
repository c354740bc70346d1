import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { NativeSelectField } from './NativeSelectField';
import { TextInput, type TextInputProps } from './TextInput';

const ROLES = (
  <>
    <option value="" disabled>
      Select your role
    </option>
    <option value="driver">Driver</option>
    <option value="broker">Broker</option>
  </>
);

/** Keeps the value of a TextInput or NativeSelectField, as the screens do. */
function Controlled({
  select,
  children,
  ...props
}: TextInputProps & { select?: boolean; children?: ReactNode }) {
  const [value, setValue] = useState('');
  const field = {
    ...props,
    value,
    onChange: (event: ChangeEvent<{ value: string }>) => setValue(event.target.value),
  };
  return select ? <NativeSelectField {...field}>{children}</NativeSelectField> : <TextInput {...field} />;
}

describe('TextInput', () => {
  it('links the label to the input, with a given or a made-up id', () => {
    renderWithProviders(
      <>
        <TextInput label="Email" type="email" name="email" autoComplete="email" />
        <TextInput label="Phone" id="phone" type="tel" />
      </>,
    );
    const email = screen.getByLabelText('Email', { selector: 'input' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email.id).not.toBe('');
    expect(document.getElementById(`${email.id}-label`)).toHaveTextContent('Email');
    expect(screen.getByLabelText('Phone', { selector: 'input' })).toHaveAttribute('id', 'phone');
  });

  it('describes the input with its helper text, and error sets aria-invalid', () => {
    renderWithProviders(
      <>
        <TextInput label="Email" error helperText="Enter your email address." />
        <TextInput label="Phone" />
      </>,
    );
    const email = screen.getByLabelText('Email', { selector: 'input' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    const phone = screen.getByLabelText('Phone', { selector: 'input' });
    expect(phone).toHaveAttribute('aria-invalid', 'false');
    expect(phone).not.toHaveAttribute('aria-describedby');
  });

  it('marks a required field on the label and on the input', () => {
    renderWithProviders(<TextInput label="Full name" required />);
    const input = screen.getByRole('textbox', { name: /^Full name/ });
    expect(input).toBeRequired();
    const label = document.getElementById(`${input.id}-label`)!;
    expect(label.querySelector('.MuiFormLabel-asterisk')).toHaveTextContent('*');
  });

  it('keeps what is typed, with an end adornment', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Controlled
        label="Company"
        slotProps={{ input: { endAdornment: <button type="button">Go</button> } }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Company' });
    await user.type(input, 'Acme 🚚');
    expect(input).toHaveValue('Acme 🚚');
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
  });

  it('renders a textarea when multiline', () => {
    renderWithProviders(<TextInput label="Message" multiline rows={5} />);
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '5');
    // A plain one: no hidden copy measured to size it, no height set on it.
    expect(document.querySelectorAll('textarea')).toHaveLength(1);
    expect(message.style.height).toBe('');
  });

  it('renders a native select that lists its options and changes value', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Controlled
        label="Role"
        select
        required
        helperText="Pick one."
        slotProps={{ inputLabel: { shrink: true } }}
      >
        {ROLES}
      </Controlled>,
    );
    const role = screen.getByRole('combobox', { name: /^Role/ });
    expect(role.tagName).toBe('SELECT');
    expect(role).toBeRequired();
    expect(role).toHaveAccessibleDescription('Pick one.');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select your role',
      'Driver',
      'Broker',
    ]);
    expect(role).toHaveValue('');
    await user.selectOptions(role, 'broker');
    expect(role).toHaveValue('broker');
  });
});

// The same DOM as MUI's outlined TextField, apart from TextField's own root class (and, for the
// native select, NativeSelect's root class instead of Select's).
describe('TextInput, NativeSelectField and TextField', () => {
  const inner = (node: ReactNode) => {
    const { container, unmount } = render(node);
    const html = container.firstElementChild!.innerHTML.replace('MuiSelect-root', 'MuiNativeSelect-root');
    unmount();
    return html;
  };
  const noop = () => undefined;

  it.each<[string, TextInputProps]>([
    [
      'a required field with an error',
      { label: 'Email', type: 'email', value: 'a', required: true, error: true, helperText: 'Bad.' },
    ],
    [
      'a shrunk label and input attributes',
      {
        label: 'Code',
        value: '',
        placeholder: '6-digit',
        slotProps: { htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } },
      },
    ],
    [
      'an end adornment',
      { label: 'Password', type: 'password', value: '', slotProps: { input: { endAdornment: <b>eye</b> } } },
    ],
  ])('renders %s', (_, props) => {
    expect(inner(<TextInput id="f" onChange={noop} {...props} />)).toBe(
      inner(<TextField id="f" onChange={noop} {...props} />),
    );
  });

  it('renders a native select', () => {
    const props = {
      id: 'f',
      label: 'Role',
      value: '',
      onChange: noop,
      required: true,
      error: true,
      helperText: 'Pick.',
    };
    expect(
      inner(
        <NativeSelectField {...props} slotProps={{ inputLabel: { shrink: true } }}>
          {ROLES}
        </NativeSelectField>,
      ),
    ).toBe(
      inner(
        <TextField {...props} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          {ROLES}
        </TextField>,
      ),
    );
  });
});
