import { reservationProblems } from './reservation-problems';

const filled = {
  name: 'Ana Popescu',
  phone: '+40 721 555 010',
  email: 'ana@example.com',
  storeId: '1',
  date: '2026-12-01',
  hour: '19:00',
  persons: '4',
  message: '',
};

describe('reservationProblems', () => {
  it('has none for a filled form', () => {
    expect(reservationProblems(filled)).toEqual({});
  });

  it('names each missing or wrong field', () => {
    expect(reservationProblems({ ...filled, email: 'ana@', date: '', hour: '', persons: '21' })).toEqual({
      email: 'email',
      date: 'date',
      hour: 'hour',
      persons: 'persons',
    });
    expect(reservationProblems({ ...filled, persons: '0', name: '' })).toEqual({ name: 'full_name', persons: 'persons' });
  });

  it.each(['1e1', '0x5', '2.0', '1.5', ' ', '-2', '+3'])('takes "%s" persons for no number of persons', (persons) => {
    expect(reservationProblems({ ...filled, persons })).toEqual({ persons: 'persons' });
  });

  it('takes a number of persons written in digits, spaces around it allowed', () => {
    expect(reservationProblems({ ...filled, persons: ' 20 ' })).toEqual({});
  });
});
