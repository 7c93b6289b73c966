import { act, renderHook } from '@testing-library/react';
import { forgetKeptForm, useKeptState } from 'shared-contracts/forms/use-kept-state';

afterEach(() => sessionStorage.clear());

test('a value is kept under its form and field, and taken back by the next form drawn', () => {
  const first = renderHook(() => useKeptState('contact-riverside:person', { name: '', email: '' }));
  act(() => first.result.current[1]({ name: 'Ana', email: 'ana@example.com' }));
  first.unmount();
  const again = renderHook(() => useKeptState('contact-riverside:person', { name: '', email: '' }));
  expect(again.result.current[0]).toEqual({ name: 'Ana', email: 'ana@example.com' });
});

test('what does not have the form\'s shape is not taken: junk, another type, fields it does not have', () => {
  sessionStorage.setItem('kept-form:a:message', '{not json');
  sessionStorage.setItem('kept-form:a:persons', '3');
  sessionStorage.setItem('kept-form:a:person', JSON.stringify({ name: 7, email: 'e@example.com', admin: 'yes' }));
  expect(renderHook(() => useKeptState<string>('a:message', '')).result.current[0]).toBe('');
  expect(renderHook(() => useKeptState<string>('a:persons', '1')).result.current[0]).toBe('1');
  expect(renderHook(() => useKeptState('a:person', { name: '', email: '' })).result.current[0]).toEqual({ name: '', email: 'e@example.com' });
});

test('a form sent forgets its own fields, not another form\'s', () => {
  sessionStorage.setItem('kept-form:job-cook:message', '"Hello"');
  sessionStorage.setItem('kept-form:job-cook-2:message', '"Other"');
  forgetKeptForm('job-cook');
  expect(sessionStorage.getItem('kept-form:job-cook:message')).toBeNull();
  expect(sessionStorage.getItem('kept-form:job-cook-2:message')).toBe('"Other"');
});
