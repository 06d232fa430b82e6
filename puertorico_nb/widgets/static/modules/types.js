// @ts-check
// The shapes the front ends read: anywidget's model, and one choice of the view model.

/**
 * @typedef {{
 *   get: (name: string) => any,
 *   set: (name: string, value: any) => void,
 *   save_changes: () => void,
 *   send: (content: any) => void,
 *   on: (event: string, callback: (...args: any[]) => void) => void,
 *   off: (event?: string, callback?: (...args: any[]) => void) => void,
 * }} Model
 *
 * @typedef {{
 *   id: string, label: string, group: string, key: string, action: Record<string, any>,
 *   legal: boolean, rule: string, why: string, statement: string, citation: string, does?: string,
 *   base?: string, declines?: string[], benefits?: string[]
 * }} Choice
 */

export {};
