import { describe, expect, it } from 'vitest';
import { ContentStatus, PublishState, WorkflowState } from './content-state';

describe('PublishState (spec 000 §3)', () => {
  const table = [
    ['PUBLISHED', 1],
    ['SCHEDULED', 2],
    ['NEEDS_REVIEW', 3],
    ['DRAFT', 4],
    ['PRIVATE', 5],
    ['DELETED', 6],
  ] as const;

  it('holds published 1 to deleted 6', () => {
    expect(Object.entries(PublishState)).toEqual(table);
  });

  it.each(table)('keyOf(%s value) is %s', (key, value) => {
    expect(PublishState.keyOf(value)).toBe(key);
  });

  it('has no state 0 or 7', () => {
    expect(PublishState.is(0)).toBe(false);
    expect(PublishState.is(7)).toBe(false);
  });
});

describe('WorkflowState (spec 000 §3, labels in i18n-fr)', () => {
  it('holds PUBLISHED, SCHEDULED and DRAFT', () => {
    expect(Object.entries(WorkflowState)).toEqual([
      ['PUBLISHED', 'PUBLISHED'],
      ['SCHEDULED', 'SCHEDULED'],
      ['DRAFT', 'DRAFT'],
    ]);
    expect(WorkflowState.keyOf('DRAFT')).toBe('DRAFT');
    expect(WorkflowState.is('PRIVATE')).toBe(false);
  });
});

describe('ContentStatus (spec 001 §3)', () => {
  it('holds Scheduled, Review required, Draft and Private', () => {
    expect(Object.entries(ContentStatus)).toEqual([
      ['SCHEDULED', 'SCHEDULED'],
      ['REVIEW_REQUIRED', 'REVIEW_REQUIRED'],
      ['DRAFT', 'DRAFT'],
      ['PRIVATE', 'PRIVATE'],
    ]);
    expect(ContentStatus.keyOf('REVIEW_REQUIRED')).toBe('REVIEW_REQUIRED');
  });
});
