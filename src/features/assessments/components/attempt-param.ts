/** The query parameter of a graded attempt's result on the quiz and simulado screens (?tentativa=<id>). */
export const ATTEMPT_PARAM = 'tentativa';
