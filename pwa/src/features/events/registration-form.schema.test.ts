import { describe, expect, it } from 'vitest';
import { QUESTIONS } from './__tests__/fixtures';
import {
  customAnswerProblems,
  emptyAnswers,
  registrationSchema,
  toFormFieldName,
  validateRegistration,
  type RegistrationValues,
} from './registration-form.schema';

const messages = { required: 'This question is required', chooseOne: 'one', chooseFromOptions: 'from' };
const base: RegistrationValues = {
  eventId: 7,
  name: 'Rafi',
  email: 'rafi@example.com',
  phone: '+8801711000000',
  institution: '',
  reason: 'Ten or more characters',
  teamName: '',
  teamMembers: [],
  customAnswers: emptyAnswers(QUESTIONS),
};

describe('custom answers', () => {
  it('starts with a list for checkboxes and text for the others', () => {
    expect(emptyAnswers(QUESTIONS)).toEqual({ q1: '', q2: '', q3: '', q4: '', q5: [] });
  });

  it('asks for the required questions only, blanks count as unanswered', () => {
    expect(customAnswerProblems(QUESTIONS, { q1: '   ', q5: [] }, messages)).toEqual({ q1: messages.required, q2: messages.required, q3: messages.required });
    expect(customAnswerProblems(QUESTIONS, { q1: 'a', q2: 'b', q3: 'Zero poverty' }, messages)).toEqual({});
  });

  it('accepts only the options given for select, radio and checkbox', () => {
    const answers = { q1: 'a', q2: 'b', q3: 'Zero hunger', q4: 'Maybe', q5: ['Mentoring', 'Money'] };
    expect(customAnswerProblems(QUESTIONS, answers, messages)).toEqual({ q3: 'one', q4: 'one', q5: 'from' });
  });
});

describe('validateRegistration', () => {
  const schema = registrationSchema(QUESTIONS, messages);

  it('puts every problem under its field, named as the form names it', () => {
    const result = validateRegistration(schema, { ...base, name: '', reason: 'short', teamMembers: [{ name: '', email: 'x', phone: '1' }] });
    expect(result?.fields).toEqual({
      name: 'Name is required',
      reason: 'Please provide at least 10 characters explaining why you want to attend',
      'teamMembers[0].name': 'Name is required',
      'teamMembers[0].email': 'Valid email is required',
      'customAnswers.q1': messages.required,
      'customAnswers.q2': messages.required,
      'customAnswers.q3': messages.required,
    });
  });

  it('passes a complete registration', () => {
    expect(validateRegistration(schema, { ...base, customAnswers: { q1: 'a', q2: 'b', q3: 'Zero poverty', q4: '', q5: [] } })).toBeUndefined();
  });

  it('turns the server field keys into form field names', () => {
    expect(toFormFieldName('teamMembers.0.email')).toBe('teamMembers[0].email');
    expect(toFormFieldName('customAnswers.q1')).toBe('customAnswers.q1');
    expect(toFormFieldName('teamMembers.12')).toBe('teamMembers[12]');
  });
});
