import { describe, expect, it } from 'vitest';
import { titleCaseProblems } from './casing';

describe('titleCaseProblems', () => {
  it('accepts Title Case with minor words in lower case', () => {
    expect(titleCaseProblems('Download Now')).toEqual([]);
    expect(titleCaseProblems('Check Your Email')).toEqual([]);
    expect(titleCaseProblems('Everything You Copy, One Keystroke Away')).toEqual([]);
    expect(titleCaseProblems('Sync Between Your Macs in the Background')).toEqual([]);
    expect(titleCaseProblems('A Clipboard for the Whole Team')).toEqual([]);
  });

  it('names the words that break it', () => {
    expect(titleCaseProblems('Create account')).toEqual(['account']);
    expect(titleCaseProblems('Essential only')).toEqual(['only']);
    expect(titleCaseProblems('Made For Teams')).toEqual(['For']);
  });

  it('capitalises the first and last word even when they are minor', () => {
    expect(titleCaseProblems('the Timeline')).toEqual(['the']);
    expect(titleCaseProblems('What It Is Made of')).toEqual(['of']);
    expect(titleCaseProblems('What It Is Made Of')).toEqual([]);
  });

  it('starts a new title after a colon, dash or question mark', () => {
    expect(titleCaseProblems('Clipnest 3.5: The Fastest Yet')).toEqual([]);
    expect(titleCaseProblems('Questions? Ask Us')).toEqual([]);
  });

  it('leaves names, numbers and hyphenated words written right alone', () => {
    expect(titleCaseProblems('Works on macOS 13 and Later')).toEqual([]);
    expect(titleCaseProblems('Ignore 1Password and FAQ Pages')).toEqual([]);
    expect(titleCaseProblems('Built-In Rules')).toEqual([]);
    expect(titleCaseProblems('Long-term Plans')).toEqual(['Long-term']);
  });

  it('capitalises the particle of a phrasal verb, which is not a preposition there', () => {
    expect(titleCaseProblems('Sign In to Download')).toEqual([]);
    expect(titleCaseProblems('Sign in to Download')).toEqual([]);
    expect(titleCaseProblems('Search In Posts')).toEqual(['In']);
  });

  it('leaves a unit after a number as the unit is written', () => {
    expect(titleCaseProblems('Any Clip in Under 10 ms')).toEqual([]);
    expect(titleCaseProblems('Ten ms Faster')).toEqual(['ms']);
  });

  it('leaves questions in sentence case', () => {
    expect(titleCaseProblems('Can I keep some clips forever?')).toEqual([]);
  });

  it('lets the texts specified word for word stand', () => {
    expect(titleCaseProblems('Oops! Page not found')).toEqual([]);
  });
});
