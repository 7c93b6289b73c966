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

  it('shows its error like any field', () => {
    render(<NumberInput label="Bonus points" value="9" onValueChange={() => {}} error="the number of points entered is incorrect" />);
    expect(screen.getByRole('textbox', { name: 'Bonus points' })).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('the number of points entered is incorrect');
  });
});
