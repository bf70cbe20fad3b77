/** Sign-in and sign-up share this prefix: /auth holds its "already signed in" redirect while either runs. */
export const accountMutationKey = ['auth'] as const;
export const signInMutationKey = [...accountMutationKey, 'sign-in'] as const;
export const signUpMutationKey = [...accountMutationKey, 'sign-up'] as const;
