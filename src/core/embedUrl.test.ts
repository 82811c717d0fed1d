import { expect, test } from 'vitest';
import { embedUrl } from './embedUrl';

const services = { meetingRoom: 'https://meet.example.com/web/', dingcan: 'https://meal.example.com/app', property: '/property', marketing: 'ftp://x' };

test('joins the service base and the view path', () => {
  expect(embedUrl({ kind: 'embed', service: 'meetingRoom', path: '/meeting/room' }, services)).toBe('https://meet.example.com/web/meeting/room');
  expect(embedUrl({ kind: 'embed', service: 'dingcan', path: 'mealCard/cardType?tab=2' }, services)).toBe('https://meal.example.com/app/mealCard/cardType?tab=2');
  expect(embedUrl({ kind: 'embed', service: 'property', path: '/a' }, services)).toBe('http://localhost/property/a');
});

test('adds token and language when asked', () => {
  expect(embedUrl({ kind: 'embed', service: 'dingcan', path: '/x' }, services, { token: 't 1', locale: 'en' }))
    .toBe('https://meal.example.com/app/x?token=t+1&lang=en');
});

test('null when the service is not configured or not http(s)', () => {
  expect(embedUrl({ kind: 'embed', service: 'meetingRoom', path: '/x' }, {})).toBeNull();
  expect(embedUrl({ kind: 'embed', service: 'marketing', path: '/x' }, services)).toBeNull();
  expect(embedUrl({ kind: 'embed', service: 'dingcan', path: '//evil.com/x' }, services)).toBe('https://meal.example.com/app/evil.com/x');
});
