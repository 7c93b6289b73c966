import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberInput } from './NumberInput';

function PointsField({ onValue }: { onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <NumberInput
      label="Bonus points"
      value={value}
      refusedText="Only numbers can be typed here."
      onValueChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('NumberInput', () => {
  it('turns a decimal comma into a dot as the user types', async () => {
    render(<PointsField />);
    const input = screen.getByRole('textbox', { name: 'Bonus points' });
    await userEvent.type(input, '12,5');
    expect(input).toHaveValue('12.5');
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });

  it('refuses letters and a second dot', async () => {
    const onValue = jest.fn();
    render(<PointsField onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Bonus points' });
    await userEvent.type(input, '-1a.5.0');
    expect(input).toHaveValue('-1.50');
    expect(onValue).toHaveBeenLastCalledWith('-1.50');
  });

  it('says what it dropped, until what is typed next is kept whole', async () => {
    render(<PointsField />);
    const input = screen.getByRole('textbox', { name: 'Bonus points' });
    await userEvent.click(input);
    await userEvent.paste('1e2');
    expect(input).toHaveValue('12');
    expect(screen.getByRole('alert')).toHaveTextContent('Only numbers can be typed here.');
    await userEvent.type(input, '5');
    expect(input).toHaveValue('125');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads a decimal comma as the rule does, without a refusal', async () => {
    render(<PointsField />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Bonus points' }), '3,5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("lets the caller's own error take precedence", async () => {
    render(<NumberInput label="Extra" value="" onValueChange={() => {}} refusedText="Only numbers" error="Enter an amount from 0 to 1000." />);
    const input = screen.getByRole('textbox', { name: 'Extra' });
    await userEvent.type(input, 'x');
    expect(input).toHaveAccessibleDescription('Enter an amount from 0 to 1000.');
    // The caller's error came with its form's refusal, which focused the field: not said again.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows its error like any field', () => {
    render(<NumberInput label="Bonus points" value="9" onValueChange={() => {}} refusedText="Only numbers" error="the number of points entered is incorrect" />);
    const input = screen.getByRole('textbox', { name: 'Bonus points' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('the number of points entered is incorrect');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
