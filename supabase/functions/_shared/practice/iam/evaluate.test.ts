// The evaluator against the examples of AWS's public IAM documentation: each case names the page
// it mirrors. The policy is read from JSON text, as a learner's would be.
import { describe, expect, it } from 'vitest';
import { evaluate, type DecisionKind, type IamRequest } from './evaluate.ts';
import { readPolicy } from './policy.ts';

const DOCS = 'https://docs.aws.amazon.com/IAM/latest/UserGuide/';
const EVALUATION = `${DOCS}reference_policies_evaluation-logic.html`;
const STATEMENT = `${DOCS}reference_policies_elements_statement.html`;
const VERSION = `${DOCS}reference_policies_elements_version.html`;
const ACTION = `${DOCS}reference_policies_elements_action.html`;
const NOT_ACTION = `${DOCS}reference_policies_elements_notaction.html`;
const RESOURCE = `${DOCS}reference_policies_elements_resource.html`;
const NOT_RESOURCE = `${DOCS}reference_policies_elements_notresource.html`;
const VARIABLES = `${DOCS}reference_policies_variables.html`;
const CONDITION = `${DOCS}reference_policies_elements_condition.html`;
const LOGIC = `${DOCS}reference_policies_condition-logic-multiple-context-keys-or-values.html`;
const OPERATORS = `${DOCS}reference_policies_elements_condition_operators.html`;
const MULTI = `${DOCS}reference_policies_condition-single-vs-multi-valued-context-keys.html`;

type Statement = Record<string, unknown>;

interface Case {
  name: string;
  source: string;
  statements: Statement | Statement[];
  version?: string;
  request: IamRequest;
  expect: DecisionKind;
}

const USER = 'arn:aws:iam::123456789012:user/ana';
const BUCKET = 'arn:aws:s3:::amzn-s3-demo-bucket';
const allowAll: Statement = { Effect: 'Allow', Action: '*', Resource: '*' };
const get = (key: string, context: IamRequest['context'] = {}): IamRequest => ({
  action: 's3:GetObject',
  resource: `${BUCKET}/${key}`,
  principal: USER,
  context,
});
const withCondition = (condition: Record<string, unknown>, effect = 'Allow'): Statement => ({
  Effect: effect,
  Action: 's3:GetObject',
  Resource: `${BUCKET}/*`,
  Condition: condition,
});

const cases: Case[] = [
  // Evaluation logic: explicit deny, then allow, then implicit deny.
  {
    name: 'an Allow that matches allows',
    source: EVALUATION,
    statements: [{ Effect: 'Allow', Action: 's3:GetObject', Resource: `${BUCKET}/*` }],
    request: get('a.txt'),
    expect: 'allow',
  },
  {
    name: 'no statement at all is an implicit deny',
    source: EVALUATION,
    statements: [],
    request: get('a.txt'),
    expect: 'implicit_deny',
  },
  {
    name: 'an Allow for another action is an implicit deny',
    source: EVALUATION,
    statements: [{ Effect: 'Allow', Action: 's3:PutObject', Resource: `${BUCKET}/*` }],
    request: get('a.txt'),
    expect: 'implicit_deny',
  },
  {
    name: 'an explicit Deny overrides an Allow',
    source: EVALUATION,
    statements: [
      { Effect: 'Allow', Action: 's3:*', Resource: '*' },
      { Effect: 'Deny', Action: 's3:DeleteObject', Resource: `${BUCKET}/*` },
    ],
    request: { action: 's3:DeleteObject', resource: `${BUCKET}/a.txt` },
    expect: 'explicit_deny',
  },
  {
    name: 'the order of the statements does not matter: Deny first still wins',
    source: EVALUATION,
    statements: [
      { Effect: 'Deny', Action: 's3:DeleteObject', Resource: '*' },
      { Effect: 'Allow', Action: 's3:*', Resource: '*' },
    ],
    request: { action: 's3:DeleteObject', resource: `${BUCKET}/a.txt` },
    expect: 'explicit_deny',
  },
  {
    name: 'a Deny whose condition does not hold leaves the Allow in force',
    source: EVALUATION,
    statements: [allowAll, withCondition({ Bool: { 'aws:SecureTransport': 'false' } }, 'Deny')],
    request: get('a.txt', { 'aws:SecureTransport': 'true' }),
    expect: 'allow',
  },
  {
    name: 'Statement may be a single object instead of a list',
    source: STATEMENT,
    statements: { Effect: 'Allow', Action: 's3:GetObject', Resource: `${BUCKET}/*` },
    request: get('a.txt'),
    expect: 'allow',
  },
  {
    name: 'the older Version 2008-10-17 is still evaluated',
    source: VERSION,
    version: '2008-10-17',
    statements: [{ Effect: 'Allow', Action: 's3:GetObject', Resource: `${BUCKET}/*` }],
    request: get('a.txt'),
    expect: 'allow',
  },
  // Action: case-insensitive, with * and ? wildcards.
  {
    name: 'action names are case-insensitive',
    source: ACTION,
    statements: [{ Effect: 'Allow', Action: 'S3:getobject', Resource: '*' }],
    request: get('a.txt'),
    expect: 'allow',
  },
  {
    name: '"s3:Get*" matches every action that starts with Get',
    source: ACTION,
    statements: [{ Effect: 'Allow', Action: 's3:Get*', Resource: '*' }],
    request: { action: 's3:GetObjectAcl', resource: `${BUCKET}/a.txt` },
    expect: 'allow',
  },
  {
    name: '"s3:Get*" does not match s3:PutObject',
    source: ACTION,
    statements: [{ Effect: 'Allow', Action: 's3:Get*', Resource: '*' }],
    request: { action: 's3:PutObject', resource: `${BUCKET}/a.txt` },
    expect: 'implicit_deny',
  },
  {
    name: '"iam:*AccessKey*" matches iam:CreateAccessKey, as in the documented example',
    source: ACTION,
    statements: [{ Effect: 'Allow', Action: 'iam:*AccessKey*', Resource: '*' }],
    request: { action: 'iam:CreateAccessKey', resource: USER },
    expect: 'allow',
  },
  {
    name: '"*" alone matches every action of every service',
    source: ACTION,
    statements: [allowAll],
    request: { action: 'ec2:RunInstances', resource: 'arn:aws:ec2:sa-east-1:123456789012:instance/i-1' },
    expect: 'allow',
  },
  {
    name: '"?" matches exactly one character',
    source: ACTION,
    statements: [{ Effect: 'Allow', Action: 's3:GetObjec?', Resource: '*' }],
    request: get('a.txt'),
    expect: 'allow',
  },
  {
    name: '"?" does not match two characters',
    source: ACTION,
    statements: [{ Effect: 'Allow', Action: 's3:GetObj?', Resource: '*' }],
    request: get('a.txt'),
    expect: 'implicit_deny',
  },
  {
    name: 'a wildcard in the service prefix matches too',
    source: ACTION,
    statements: [{ Effect: 'Allow', Action: 's*:GetObject', Resource: '*' }],
    request: get('a.txt'),
    expect: 'allow',
  },
  {
    name: 'an action list matches only the listed actions',
    source: ACTION,
    statements: [{ Effect: 'Allow', Action: ['sqs:SendMessage', 'sqs:ReceiveMessage'], Resource: '*' }],
    request: { action: 'sqs:DeleteMessage', resource: 'arn:aws:sqs:sa-east-1:123456789012:fila' },
    expect: 'implicit_deny',
  },
  // NotAction.
  {
    name: 'Allow with NotAction "iam:*" allows every action outside IAM',
    source: NOT_ACTION,
    statements: [{ Effect: 'Allow', NotAction: 'iam:*', Resource: '*' }],
    request: { action: 's3:ListAllMyBuckets', resource: '*' },
    expect: 'allow',
  },
  {
    name: 'Allow with NotAction "iam:*" does not allow an IAM action',
    source: NOT_ACTION,
    statements: [{ Effect: 'Allow', NotAction: 'iam:*', Resource: '*' }],
    request: { action: 'iam:CreateUser', resource: 'arn:aws:iam::123456789012:user/bob' },
    expect: 'implicit_deny',
  },
  {
    name: 'Deny with NotAction and BoolIfExists denies other actions without MFA',
    source: NOT_ACTION,
    statements: [
      allowAll,
      {
        Effect: 'Deny',
        NotAction: 'iam:*',
        Resource: '*',
        Condition: { BoolIfExists: { 'aws:MultiFactorAuthPresent': 'false' } },
      },
    ],
    request: { action: 'ec2:RunInstances', resource: '*' },
    expect: 'explicit_deny',
  },
  {
    name: 'Deny with NotAction and BoolIfExists lets the same action through with MFA',
    source: NOT_ACTION,
    statements: [
      allowAll,
      {
        Effect: 'Deny',
        NotAction: 'iam:*',
        Resource: '*',
        Condition: { BoolIfExists: { 'aws:MultiFactorAuthPresent': 'false' } },
      },
    ],
    request: { action: 'ec2:RunInstances', resource: '*', context: { 'aws:MultiFactorAuthPresent': 'true' } },
    expect: 'allow',
  },
  {
    name: 'Deny with NotAction does not deny the listed actions',
    source: NOT_ACTION,
    statements: [allowAll, { Effect: 'Deny', NotAction: 'iam:*', Resource: '*' }],
    request: { action: 'iam:ListUsers', resource: '*' },
    expect: 'allow',
  },
  // NotResource.
  {
    name: 'Deny with NotResource denies every bucket but the named one',
    source: NOT_RESOURCE,
    statements: [
      { Effect: 'Allow', Action: 's3:*', Resource: '*' },
      { Effect: 'Deny', Action: 's3:*', NotResource: [BUCKET, `${BUCKET}/*`] },
    ],
    request: { action: 's3:GetObject', resource: 'arn:aws:s3:::outro-bucket/a.txt' },
    expect: 'explicit_deny',
  },
  {
    name: 'Deny with NotResource leaves the named bucket alone',
    source: NOT_RESOURCE,
    statements: [
      { Effect: 'Allow', Action: 's3:*', Resource: '*' },
      { Effect: 'Deny', Action: 's3:*', NotResource: [BUCKET, `${BUCKET}/*`] },
    ],
    request: get('a.txt'),
    expect: 'allow',
  },
  {
    name: 'Allow with NotResource allows every resource except the listed one',
    source: NOT_RESOURCE,
    statements: [{ Effect: 'Allow', Action: 's3:GetObject', NotResource: `${BUCKET}/segredos/*` }],
    request: get('publico/a.txt'),
    expect: 'allow',
  },
  {
    name: 'Allow with NotResource does not allow the listed resource',
    source: NOT_RESOURCE,
    statements: [{ Effect: 'Allow', Action: 's3:GetObject', NotResource: `${BUCKET}/segredos/*` }],
    request: get('segredos/a.txt'),
    expect: 'implicit_deny',
  },
  // Resource: ARNs part by part.
  {
    name: '"bucket/*" matches an object of the bucket',
    source: RESOURCE,
    statements: [{ Effect: 'Allow', Action: 's3:GetObject', Resource: `${BUCKET}/*` }],
    request: get('pasta/a.txt'),
    expect: 'allow',
  },
  {
    name: '"bucket/*" does not match the bucket itself',
    source: RESOURCE,
    statements: [{ Effect: 'Allow', Action: 's3:ListBucket', Resource: `${BUCKET}/*` }],
    request: { action: 's3:ListBucket', resource: BUCKET },
    expect: 'implicit_deny',
  },
  {
    name: 'a * in the resource part matches across slashes (user/division/subdivision/name)',
    source: RESOURCE,
    statements: [{ Effect: 'Allow', Action: 'iam:GetUser', Resource: 'arn:aws:iam::123456789012:user/*' }],
    request: {
      action: 'iam:GetUser',
      resource: 'arn:aws:iam::123456789012:user/division_abc/subdivision_xyz/JaneDoe',
    },
    expect: 'allow',
  },
  {
    name: 'a * in the region part matches any region',
    source: RESOURCE,
    statements: [
      {
        Effect: 'Allow',
        Action: 'dynamodb:GetItem',
        Resource: 'arn:aws:dynamodb:*:123456789012:table/Books',
      },
    ],
    request: { action: 'dynamodb:GetItem', resource: 'arn:aws:dynamodb:sa-east-1:123456789012:table/Books' },
    expect: 'allow',
  },
  {
    name: 'a * in one part never matches another: the account still has to match',
    source: RESOURCE,
    statements: [{ Effect: 'Allow', Action: 'ec2:*', Resource: 'arn:aws:ec2:*:123456789012:instance/*' }],
    request: { action: 'ec2:StopInstances', resource: 'arn:aws:ec2:sa-east-1:111122223333:instance/i-1' },
    expect: 'implicit_deny',
  },
  {
    name: 'a prefix wildcard in a part: "us-*" matches us-east-1 but not sa-east-1',
    source: RESOURCE,
    statements: [{ Effect: 'Allow', Action: 'ec2:*', Resource: 'arn:aws:ec2:us-*:123456789012:instance/*' }],
    request: { action: 'ec2:StopInstances', resource: 'arn:aws:ec2:sa-east-1:123456789012:instance/i-1' },
    expect: 'implicit_deny',
  },
  {
    name: '"*" matches every resource, also the "*" of actions without resource-level permissions',
    source: RESOURCE,
    statements: [{ Effect: 'Allow', Action: 's3:ListAllMyBuckets', Resource: '*' }],
    request: { action: 's3:ListAllMyBuckets', resource: '*' },
    expect: 'allow',
  },
  {
    name: 'an ARN does not match the "*" resource of an action without resource-level permissions',
    source: RESOURCE,
    statements: [{ Effect: 'Allow', Action: 's3:ListAllMyBuckets', Resource: 'arn:aws:s3:::*' }],
    request: { action: 's3:ListAllMyBuckets', resource: '*' },
    expect: 'implicit_deny',
  },
  {
    name: 'ARNs are case-sensitive',
    source: RESOURCE,
    statements: [{ Effect: 'Allow', Action: 's3:GetObject', Resource: 'arn:aws:s3:::Amzn-S3-Demo-Bucket/*' }],
    request: get('a.txt'),
    expect: 'implicit_deny',
  },
  {
    name: '"?" in the resource part matches one character',
    source: RESOURCE,
    statements: [{ Effect: 'Allow', Action: 's3:GetObject', Resource: `${BUCKET}/relatorio-0?.csv` }],
    request: get('relatorio-07.csv'),
    expect: 'allow',
  },
  {
    name: 'the resource part keeps its own colons (log group ARN)',
    source: RESOURCE,
    statements: [
      {
        Effect: 'Allow',
        Action: 'logs:PutLogEvents',
        Resource: 'arn:aws:logs:sa-east-1:123456789012:log-group:app:*',
      },
    ],
    request: {
      action: 'logs:PutLogEvents',
      resource: 'arn:aws:logs:sa-east-1:123456789012:log-group:app:log-stream:web-1',
    },
    expect: 'allow',
  },
  // Policy variables.
  {
    name: '${aws:username} in the Resource is the requester’s user name',
    source: VARIABLES,
    statements: [{ Effect: 'Allow', Action: 's3:GetObject', Resource: `${BUCKET}/home/\${aws:username}/*` }],
    request: get('home/ana/notas.txt'),
    expect: 'allow',
  },
  {
    name: '${aws:username} does not open another user’s folder',
    source: VARIABLES,
    statements: [{ Effect: 'Allow', Action: 's3:GetObject', Resource: `${BUCKET}/home/\${aws:username}/*` }],
    request: get('home/bob/notas.txt'),
    expect: 'implicit_deny',
  },
  {
    name: 'a variable with no value in the request matches no resource',
    source: VARIABLES,
    statements: [{ Effect: 'Allow', Action: 's3:GetObject', Resource: `${BUCKET}/home/\${aws:username}/*` }],
    request: { action: 's3:GetObject', resource: `${BUCKET}/home/ana/notas.txt` },
    expect: 'implicit_deny',
  },
  {
    name: 'a default value replaces a variable without value',
    source: VARIABLES,
    statements: [
      {
        Effect: 'Allow',
        Action: 's3:GetObject',
        Resource: `${BUCKET}/\${aws:PrincipalTag/team, 'company-wide'}/*`,
      },
    ],
    request: get('company-wide/manual.pdf'),
    expect: 'allow',
  },
  {
    name: 'the default value is not used when the key has a value',
    source: VARIABLES,
    statements: [
      {
        Effect: 'Allow',
        Action: 's3:GetObject',
        Resource: `${BUCKET}/\${aws:PrincipalTag/team, 'company-wide'}/*`,
      },
    ],
    request: get('company-wide/manual.pdf', { 'aws:PrincipalTag/team': 'financas' }),
    expect: 'implicit_deny',
  },
  {
    name: '${*} is a literal asterisk, not a wildcard',
    source: VARIABLES,
    statements: [{ Effect: 'Allow', Action: 's3:GetObject', Resource: `${BUCKET}/\${*}` }],
    request: get('qualquer.txt'),
    expect: 'implicit_deny',
  },
  {
    name: '${*} matches an object literally named "*"',
    source: VARIABLES,
    statements: [{ Effect: 'Allow', Action: 's3:GetObject', Resource: `${BUCKET}/\${*}` }],
    request: get('*'),
    expect: 'allow',
  },
  {
    name: '${?} and ${$} are a literal question mark and dollar sign',
    source: VARIABLES,
    statements: [{ Effect: 'Allow', Action: 's3:GetObject', Resource: `${BUCKET}/quanto\${?}\${$}` }],
    request: get('quanto?$'),
    expect: 'allow',
  },
  {
    name: 'under Version 2008-10-17 a variable is plain text',
    source: VARIABLES,
    version: '2008-10-17',
    statements: [{ Effect: 'Allow', Action: 's3:GetObject', Resource: `${BUCKET}/home/\${aws:username}/*` }],
    request: get('home/ana/notas.txt'),
    expect: 'implicit_deny',
  },
  {
    name: 'a multivalued key cannot be a variable',
    source: VARIABLES,
    statements: [{ Effect: 'Allow', Action: 's3:GetObject', Resource: `${BUCKET}/\${aws:TagKeys}/*` }],
    request: get('projeto/a.txt', { 'aws:TagKeys': ['projeto'] }),
    expect: 'implicit_deny',
  },
  {
    name: 'a variable in a condition value: the resource tag must be the user name',
    source: VARIABLES,
    statements: [withCondition({ StringEquals: { 'aws:ResourceTag/owner': '${aws:username}' } })],
    request: get('a.txt', { 'aws:ResourceTag/owner': 'ana' }),
    expect: 'allow',
  },
  // Condition element and its logic.
  {
    name: 'StringEquals is case-sensitive: johndoe is not JohnDoe',
    source: CONDITION,
    statements: [withCondition({ StringEquals: { 'aws:username': 'johndoe' } })],
    request: { ...get('a.txt'), principal: 'arn:aws:iam::123456789012:user/JohnDoe' },
    expect: 'implicit_deny',
  },
  {
    name: 'StringEqualsIgnoreCase matches johndoe and JohnDoe',
    source: CONDITION,
    statements: [withCondition({ StringEqualsIgnoreCase: { 'aws:username': 'johndoe' } })],
    request: { ...get('a.txt'), principal: 'arn:aws:iam::123456789012:user/JohnDoe' },
    expect: 'allow',
  },
  {
    name: 'condition key names are case-insensitive (AWS:SourceIp is aws:SourceIP)',
    source: CONDITION,
    statements: [withCondition({ IpAddress: { 'AWS:SourceIp': '203.0.113.0/24' } })],
    request: get('a.txt', { 'aws:SourceIP': '203.0.113.7' }),
    expect: 'allow',
  },
  {
    name: 'values of one key are ORed',
    source: LOGIC,
    statements: [
      withCondition({ StringEquals: { 'aws:PrincipalTag/department': ['financas', 'juridico'] } }),
    ],
    request: get('a.txt', { 'aws:PrincipalTag/department': 'juridico' }),
    expect: 'allow',
  },
  {
    name: 'keys of one operator are ANDed',
    source: LOGIC,
    statements: [
      withCondition({
        StringEquals: { 'aws:PrincipalTag/department': 'financas', 'aws:PrincipalTag/role': 'auditor' },
      }),
    ],
    request: get('a.txt', { 'aws:PrincipalTag/department': 'financas', 'aws:PrincipalTag/role': 'estagio' }),
    expect: 'implicit_deny',
  },
  {
    name: 'operators of one block are ANDed',
    source: LOGIC,
    statements: [
      withCondition({
        StringEquals: { 'aws:PrincipalTag/department': 'financas' },
        Bool: { 'aws:SecureTransport': 'true' },
      }),
    ],
    request: get('a.txt', { 'aws:PrincipalTag/department': 'financas', 'aws:SecureTransport': 'false' }),
    expect: 'implicit_deny',
  },
  // String operators.
  {
    name: 'StringEquals on a resource tag matches',
    source: `${OPERATORS}#Conditions_String`,
    statements: [withCondition({ StringEquals: { 'aws:ResourceTag/projeto': 'atlas' } })],
    request: get('a.txt', { 'aws:ResourceTag/projeto': 'atlas' }),
    expect: 'allow',
  },
  {
    name: 'StringEquals with the key absent is false',
    source: `${OPERATORS}#Conditions_String`,
    statements: [withCondition({ StringEquals: { 'aws:ResourceTag/projeto': 'atlas' } })],
    request: get('a.txt'),
    expect: 'implicit_deny',
  },
  {
    name: 'StringNotEquals with another value is true',
    source: `${OPERATORS}#Conditions_String`,
    statements: [
      withCondition({ StringNotEquals: { 'aws:RequestedRegion': 'sa-east-1' } }, 'Deny'),
      allowAll,
    ],
    request: get('a.txt', { 'aws:RequestedRegion': 'us-east-1' }),
    expect: 'explicit_deny',
  },
  {
    name: 'StringNotEquals with the same value is false',
    source: `${OPERATORS}#Conditions_String`,
    statements: [
      withCondition({ StringNotEquals: { 'aws:RequestedRegion': 'sa-east-1' } }, 'Deny'),
      allowAll,
    ],
    request: get('a.txt', { 'aws:RequestedRegion': 'sa-east-1' }),
    expect: 'allow',
  },
  {
    name: 'StringNotEquals with the key absent is true',
    source: `${OPERATORS}#Conditions_String`,
    statements: [
      withCondition({ StringNotEquals: { 'aws:RequestedRegion': 'sa-east-1' } }, 'Deny'),
      allowAll,
    ],
    request: get('a.txt'),
    expect: 'explicit_deny',
  },
  {
    name: 'StringNotEqualsIgnoreCase ignores case',
    source: `${OPERATORS}#Conditions_String`,
    statements: [
      withCondition({ StringNotEqualsIgnoreCase: { 'aws:PrincipalTag/team': 'DADOS' } }, 'Deny'),
      allowAll,
    ],
    request: get('a.txt', { 'aws:PrincipalTag/team': 'dados' }),
    expect: 'allow',
  },
  {
    name: 'StringLike with s3:prefix "home/${aws:username}/*" (documented ListBucket example)',
    source: `${OPERATORS}#Conditions_String`,
    statements: [
      {
        Effect: 'Allow',
        Action: 's3:ListBucket',
        Resource: BUCKET,
        Condition: { StringLike: { 's3:prefix': ['', 'home/', 'home/${aws:username}/*'] } },
      },
    ],
    request: {
      action: 's3:ListBucket',
      resource: BUCKET,
      principal: USER,
      context: { 's3:prefix': 'home/ana/fotos/' },
    },
    expect: 'allow',
  },
  {
    name: 'StringLike with s3:prefix does not list another user’s folder',
    source: `${OPERATORS}#Conditions_String`,
    statements: [
      {
        Effect: 'Allow',
        Action: 's3:ListBucket',
        Resource: BUCKET,
        Condition: { StringLike: { 's3:prefix': ['', 'home/', 'home/${aws:username}/*'] } },
      },
    ],
    request: {
      action: 's3:ListBucket',
      resource: BUCKET,
      principal: USER,
      context: { 's3:prefix': 'home/bob/' },
    },
    expect: 'implicit_deny',
  },
  {
    name: 'StringLike is case-sensitive',
    source: `${OPERATORS}#Conditions_String`,
    statements: [withCondition({ StringLike: { 'aws:ResourceTag/ambiente': 'prod*' } })],
    request: get('a.txt', { 'aws:ResourceTag/ambiente': 'Producao' }),
    expect: 'implicit_deny',
  },
  {
    name: 'StringNotLike holds when no pattern matches',
    source: `${OPERATORS}#Conditions_String`,
    statements: [withCondition({ StringNotLike: { 'aws:ResourceTag/ambiente': ['prod*', 'homolog*'] } })],
    request: get('a.txt', { 'aws:ResourceTag/ambiente': 'dev' }),
    expect: 'allow',
  },
  // Numeric operators.
  {
    name: 'NumericLessThanEquals s3:max-keys 10 allows 10',
    source: `${OPERATORS}#Conditions_Numeric`,
    statements: [
      {
        Effect: 'Allow',
        Action: 's3:ListBucket',
        Resource: BUCKET,
        Condition: { NumericLessThanEquals: { 's3:max-keys': '10' } },
      },
    ],
    request: { action: 's3:ListBucket', resource: BUCKET, context: { 's3:max-keys': '10' } },
    expect: 'allow',
  },
  {
    name: 'NumericLessThanEquals s3:max-keys 10 refuses 11',
    source: `${OPERATORS}#Conditions_Numeric`,
    statements: [
      {
        Effect: 'Allow',
        Action: 's3:ListBucket',
        Resource: BUCKET,
        Condition: { NumericLessThanEquals: { 's3:max-keys': '10' } },
      },
    ],
    request: { action: 's3:ListBucket', resource: BUCKET, context: { 's3:max-keys': '11' } },
    expect: 'implicit_deny',
  },
  {
    name: 'NumericGreaterThan compares numbers, not texts ("9" < "10")',
    source: `${OPERATORS}#Conditions_Numeric`,
    statements: [withCondition({ NumericGreaterThan: { 'aws:MultiFactorAuthAge': 9 } }, 'Deny'), allowAll],
    request: get('a.txt', { 'aws:MultiFactorAuthAge': '10' }),
    expect: 'explicit_deny',
  },
  {
    name: 'NumericEquals treats 1.0 and 1 as equal',
    source: `${OPERATORS}#Conditions_Numeric`,
    statements: [withCondition({ NumericEquals: { 's3:max-keys': '1.0' } })],
    request: get('a.txt', { 's3:max-keys': '1' }),
    expect: 'allow',
  },
  {
    name: 'a numeric operator does not match a value that is not a number',
    source: `${OPERATORS}#Conditions_Numeric`,
    statements: [withCondition({ NumericLessThan: { 's3:max-keys': '10' } })],
    request: get('a.txt', { 's3:max-keys': 'dez' }),
    expect: 'implicit_deny',
  },
  // Date operators.
  {
    name: 'DateGreaterThan aws:CurrentTime with ISO 8601 dates',
    source: `${OPERATORS}#Conditions_Date`,
    statements: [withCondition({ DateGreaterThan: { 'aws:CurrentTime': '2020-04-01T00:00:00Z' } })],
    request: get('a.txt', { 'aws:CurrentTime': '2026-01-15T12:00:00Z' }),
    expect: 'allow',
  },
  {
    name: 'DateLessThan with the request after the limit is false',
    source: `${OPERATORS}#Conditions_Date`,
    statements: [withCondition({ DateLessThan: { 'aws:CurrentTime': '2026-01-01T00:00:00Z' } })],
    request: get('a.txt', { 'aws:CurrentTime': '2026-01-15T12:00:00Z' }),
    expect: 'implicit_deny',
  },
  {
    name: 'dates in epoch seconds compare with ISO 8601 ones',
    source: `${OPERATORS}#Conditions_Date`,
    statements: [withCondition({ DateLessThanEquals: { 'aws:EpochTime': '2026-01-01T00:00:00Z' } })],
    request: get('a.txt', { 'aws:EpochTime': '1767225600' }),
    expect: 'allow',
  },
  {
    name: 'DateEquals reads time zone offsets',
    source: `${OPERATORS}#Conditions_Date`,
    statements: [withCondition({ DateEquals: { 'aws:CurrentTime': '2026-01-01T00:00:00-03:00' } })],
    request: get('a.txt', { 'aws:CurrentTime': '2026-01-01T03:00:00Z' }),
    expect: 'allow',
  },
  {
    name: 'DateNotEquals holds for another date',
    source: `${OPERATORS}#Conditions_Date`,
    statements: [withCondition({ DateNotEquals: { 'aws:CurrentTime': '2026-01-01' } })],
    request: get('a.txt', { 'aws:CurrentTime': '2026-01-02T00:00:00Z' }),
    expect: 'allow',
  },
  {
    name: 'DateGreaterThanEquals with aws:TokenIssueTime',
    source: `${OPERATORS}#Conditions_Date`,
    statements: [withCondition({ DateGreaterThanEquals: { 'aws:TokenIssueTime': '2026-03-01T00:00:00Z' } })],
    request: get('a.txt', { 'aws:TokenIssueTime': '2026-02-28T23:59:59Z' }),
    expect: 'implicit_deny',
  },
  // Bool.
  {
    name: 'Bool aws:SecureTransport "false" denies plain HTTP',
    source: `${OPERATORS}#Conditions_Boolean`,
    statements: [allowAll, withCondition({ Bool: { 'aws:SecureTransport': 'false' } }, 'Deny')],
    request: get('a.txt', { 'aws:SecureTransport': 'false' }),
    expect: 'explicit_deny',
  },
  {
    name: 'Bool with the key absent is false, so the Deny does not apply',
    source: `${OPERATORS}#Conditions_Boolean`,
    statements: [allowAll, withCondition({ Bool: { 'aws:MultiFactorAuthPresent': 'false' } }, 'Deny')],
    request: get('a.txt'),
    expect: 'allow',
  },
  {
    name: 'Bool accepts a JSON true as the policy value',
    source: `${OPERATORS}#Conditions_Boolean`,
    statements: [withCondition({ Bool: { 'aws:MultiFactorAuthPresent': true } })],
    request: get('a.txt', { 'aws:MultiFactorAuthPresent': 'true' }),
    expect: 'allow',
  },
  // Binary.
  {
    name: 'BinaryEquals compares base64 values',
    source: `${OPERATORS}#Conditions_BinaryEquals`,
    statements: [withCondition({ BinaryEquals: { 'key:ChaveBinaria': 'QmluYXJ5VmFsdWVJbkJhc2U2NA==' } })],
    request: get('a.txt', { 'key:ChaveBinaria': 'QmluYXJ5VmFsdWVJbkJhc2U2NA==' }),
    expect: 'allow',
  },
  {
    name: 'BinaryEquals refuses other bytes',
    source: `${OPERATORS}#Conditions_BinaryEquals`,
    statements: [withCondition({ BinaryEquals: { 'key:ChaveBinaria': 'QmluYXJ5VmFsdWVJbkJhc2U2NA==' } })],
    request: get('a.txt', { 'key:ChaveBinaria': 'b3V0cm8=' }),
    expect: 'implicit_deny',
  },
  // IP addresses.
  {
    name: 'IpAddress 203.0.113.0/24 allows 203.0.113.10',
    source: `${OPERATORS}#Conditions_IPAddress`,
    statements: [withCondition({ IpAddress: { 'aws:SourceIp': '203.0.113.0/24' } })],
    request: get('a.txt', { 'aws:SourceIp': '203.0.113.10' }),
    expect: 'allow',
  },
  {
    name: 'IpAddress 203.0.113.0/24 refuses 198.51.100.1',
    source: `${OPERATORS}#Conditions_IPAddress`,
    statements: [withCondition({ IpAddress: { 'aws:SourceIp': '203.0.113.0/24' } })],
    request: get('a.txt', { 'aws:SourceIp': '198.51.100.1' }),
    expect: 'implicit_deny',
  },
  {
    name: 'NotIpAddress in a Deny blocks requests from outside the ranges',
    source: `${OPERATORS}#Conditions_IPAddress`,
    statements: [
      allowAll,
      withCondition({ NotIpAddress: { 'aws:SourceIp': ['192.0.2.0/24', '203.0.113.0/24'] } }, 'Deny'),
    ],
    request: get('a.txt', { 'aws:SourceIp': '198.51.100.1' }),
    expect: 'explicit_deny',
  },
  {
    name: 'NotIpAddress in a Deny lets requests from inside the ranges through',
    source: `${OPERATORS}#Conditions_IPAddress`,
    statements: [
      allowAll,
      withCondition({ NotIpAddress: { 'aws:SourceIp': ['192.0.2.0/24', '203.0.113.0/24'] } }, 'Deny'),
    ],
    request: get('a.txt', { 'aws:SourceIp': '192.0.2.77' }),
    expect: 'allow',
  },
  {
    name: 'IPv6 ranges: 2001:DB8:1234:5678::/64 holds 2001:db8:1234:5678::10',
    source: `${OPERATORS}#Conditions_IPAddress`,
    statements: [
      withCondition({ IpAddress: { 'aws:SourceIp': ['203.0.113.0/24', '2001:DB8:1234:5678::/64'] } }),
    ],
    request: get('a.txt', { 'aws:SourceIp': '2001:db8:1234:5678::10' }),
    expect: 'allow',
  },
  {
    name: 'IPv6 ranges: 2001:DB8:1234:5678::/64 does not hold 2001:db8:1234:5679::1',
    source: `${OPERATORS}#Conditions_IPAddress`,
    statements: [withCondition({ IpAddress: { 'aws:SourceIp': '2001:DB8:1234:5678::/64' } })],
    request: get('a.txt', { 'aws:SourceIp': '2001:db8:1234:5679::1' }),
    expect: 'implicit_deny',
  },
  {
    name: 'an IPv4 address is never in an IPv6 range',
    source: `${OPERATORS}#Conditions_IPAddress`,
    statements: [withCondition({ IpAddress: { 'aws:SourceIp': '::/0' } })],
    request: get('a.txt', { 'aws:SourceIp': '203.0.113.10' }),
    expect: 'implicit_deny',
  },
  {
    name: 'a single address without a prefix is a range of one',
    source: `${OPERATORS}#Conditions_IPAddress`,
    statements: [withCondition({ IpAddress: { 'aws:SourceIp': '203.0.113.10' } })],
    request: get('a.txt', { 'aws:SourceIp': '203.0.113.11' }),
    expect: 'implicit_deny',
  },
  // ARN operators.
  {
    name: 'ArnLike aws:SourceArn with wildcards in the region and resource parts',
    source: `${OPERATORS}#Conditions_ARN`,
    statements: [
      withCondition({ ArnLike: { 'aws:SourceArn': 'arn:aws:cloudtrail:*:111122223333:trail/*' } }),
    ],
    request: get('a.txt', { 'aws:SourceArn': 'arn:aws:cloudtrail:sa-east-1:111122223333:trail/auditoria' }),
    expect: 'allow',
  },
  {
    name: 'ArnLike checks each part: another account does not match',
    source: `${OPERATORS}#Conditions_ARN`,
    statements: [
      withCondition({ ArnLike: { 'aws:SourceArn': 'arn:aws:cloudtrail:*:111122223333:trail/*' } }),
    ],
    request: get('a.txt', { 'aws:SourceArn': 'arn:aws:cloudtrail:sa-east-1:444455556666:trail/auditoria' }),
    expect: 'implicit_deny',
  },
  {
    name: 'ArnEquals also takes wildcards in each part',
    source: `${OPERATORS}#Conditions_ARN`,
    statements: [withCondition({ ArnEquals: { 'aws:PrincipalArn': 'arn:aws:iam::123456789012:user/*' } })],
    request: get('a.txt'),
    expect: 'allow',
  },
  {
    name: 'ArnNotEquals holds for a different ARN',
    source: `${OPERATORS}#Conditions_ARN`,
    statements: [
      allowAll,
      withCondition({ ArnNotEquals: { 'aws:PrincipalArn': 'arn:aws:iam::123456789012:role/Admin' } }, 'Deny'),
    ],
    request: get('a.txt'),
    expect: 'explicit_deny',
  },
  {
    name: 'ArnNotLike does not hold for a matching ARN',
    source: `${OPERATORS}#Conditions_ARN`,
    statements: [
      allowAll,
      withCondition({ ArnNotLike: { 'aws:PrincipalArn': 'arn:aws:iam::123456789012:user/*' } }, 'Deny'),
    ],
    request: get('a.txt'),
    expect: 'allow',
  },
  // Null and IfExists.
  {
    name: 'Null aws:TokenIssueTime "true": allowed without temporary credentials',
    source: `${OPERATORS}#Conditions_Null`,
    statements: [withCondition({ Null: { 'aws:TokenIssueTime': 'true' } })],
    request: get('a.txt'),
    expect: 'allow',
  },
  {
    name: 'Null aws:TokenIssueTime "true": not allowed with temporary credentials',
    source: `${OPERATORS}#Conditions_Null`,
    statements: [withCondition({ Null: { 'aws:TokenIssueTime': 'true' } })],
    request: get('a.txt', { 'aws:TokenIssueTime': '2026-01-01T00:00:00Z' }),
    expect: 'implicit_deny',
  },
  {
    name: 'Null "false" requires the key to be present',
    source: `${OPERATORS}#Conditions_Null`,
    statements: [withCondition({ Null: { 'aws:ResourceTag/projeto': 'false' } })],
    request: get('a.txt', { 'aws:ResourceTag/projeto': 'atlas' }),
    expect: 'allow',
  },
  {
    name: 'StringLikeIfExists ec2:InstanceType: absent key holds',
    source: `${OPERATORS}#Conditions_IfExists`,
    statements: [
      {
        Effect: 'Allow',
        Action: 'ec2:RunInstances',
        Resource: '*',
        Condition: { StringLikeIfExists: { 'ec2:InstanceType': ['t1.*', 't2.*', 'm3.*'] } },
      },
    ],
    request: { action: 'ec2:RunInstances', resource: 'arn:aws:ec2:sa-east-1:123456789012:volume/vol-1' },
    expect: 'allow',
  },
  {
    name: 'StringLikeIfExists ec2:InstanceType: a listed family holds',
    source: `${OPERATORS}#Conditions_IfExists`,
    statements: [
      {
        Effect: 'Allow',
        Action: 'ec2:RunInstances',
        Resource: '*',
        Condition: { StringLikeIfExists: { 'ec2:InstanceType': ['t1.*', 't2.*', 'm3.*'] } },
      },
    ],
    request: { action: 'ec2:RunInstances', resource: '*', context: { 'ec2:InstanceType': 't2.micro' } },
    expect: 'allow',
  },
  {
    name: 'StringLikeIfExists ec2:InstanceType: another family does not',
    source: `${OPERATORS}#Conditions_IfExists`,
    statements: [
      {
        Effect: 'Allow',
        Action: 'ec2:RunInstances',
        Resource: '*',
        Condition: { StringLikeIfExists: { 'ec2:InstanceType': ['t1.*', 't2.*', 'm3.*'] } },
      },
    ],
    request: { action: 'ec2:RunInstances', resource: '*', context: { 'ec2:InstanceType': 'm5.large' } },
    expect: 'implicit_deny',
  },
  // Multivalued keys and set operators.
  {
    name: 'ForAllValues:StringEquals aws:TagKeys: every requested tag is allowed',
    source: MULTI,
    statements: [
      withCondition({ 'ForAllValues:StringEquals': { 'aws:TagKeys': ['environment', 'cost-center'] } }),
    ],
    request: get('a.txt', { 'aws:TagKeys': ['environment'] }),
    expect: 'allow',
  },
  {
    name: 'ForAllValues:StringEquals aws:TagKeys: one tag outside the list fails',
    source: MULTI,
    statements: [
      withCondition({ 'ForAllValues:StringEquals': { 'aws:TagKeys': ['environment', 'cost-center'] } }),
    ],
    request: get('a.txt', { 'aws:TagKeys': ['environment', 'owner'] }),
    expect: 'implicit_deny',
  },
  {
    name: 'ForAllValues holds when the key is missing (the documented caution)',
    source: MULTI,
    statements: [
      withCondition({ 'ForAllValues:StringEquals': { 'aws:TagKeys': ['environment', 'cost-center'] } }),
    ],
    request: get('a.txt'),
    expect: 'allow',
  },
  {
    name: 'ForAllValues holds on an empty list of values',
    source: MULTI,
    statements: [withCondition({ 'ForAllValues:StringEquals': { 'aws:TagKeys': ['environment'] } })],
    request: get('a.txt', { 'aws:TagKeys': [] }),
    expect: 'allow',
  },
  {
    name: 'ForAnyValue:StringEquals aws:TagKeys: one listed tag is enough',
    source: MULTI,
    statements: [
      withCondition({ 'ForAnyValue:StringEquals': { 'aws:TagKeys': ['environment', 'cost-center'] } }),
    ],
    request: get('a.txt', { 'aws:TagKeys': ['owner', 'cost-center'] }),
    expect: 'allow',
  },
  {
    name: 'ForAnyValue is false when the key is missing',
    source: MULTI,
    statements: [
      withCondition({ 'ForAnyValue:StringEquals': { 'aws:TagKeys': ['environment', 'cost-center'] } }),
    ],
    request: get('a.txt'),
    expect: 'implicit_deny',
  },
  {
    name: 'ForAnyValue:StringEqualsIfExists holds when the key is missing',
    source: MULTI,
    statements: [withCondition({ 'ForAnyValue:StringEqualsIfExists': { 'aws:TagKeys': ['environment'] } })],
    request: get('a.txt'),
    expect: 'allow',
  },
  {
    name: 'ForAllValues:StringLike with wildcards over every value',
    source: MULTI,
    statements: [withCondition({ 'ForAllValues:StringLike': { 'aws:TagKeys': ['projeto-*', 'custo-*'] } })],
    request: get('a.txt', { 'aws:TagKeys': ['projeto-atlas', 'custo-ti'] }),
    expect: 'allow',
  },
  {
    name: 'Deny with ForAnyValue:StringNotEquals: a tag outside the list is denied',
    source: MULTI,
    statements: [
      allowAll,
      withCondition(
        { 'ForAnyValue:StringNotEquals': { 'aws:TagKeys': ['environment', 'cost-center'] } },
        'Deny',
      ),
    ],
    request: get('a.txt', { 'aws:TagKeys': ['environment', 'owner'] }),
    expect: 'explicit_deny',
  },
  {
    name: 'Deny with ForAnyValue:StringNotEquals: only listed tags pass',
    source: MULTI,
    statements: [
      allowAll,
      withCondition(
        { 'ForAnyValue:StringNotEquals': { 'aws:TagKeys': ['environment', 'cost-center'] } },
        'Deny',
      ),
    ],
    request: get('a.txt', { 'aws:TagKeys': ['environment', 'cost-center'] }),
    expect: 'allow',
  },
];

describe('evaluate (AWS documentation examples)', () => {
  it('has a documented source for every case', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    for (const testCase of cases) expect(testCase.source).toMatch(/^https:\/\/docs\.aws\.amazon\.com\/IAM\//);
  });

  it.each(cases)('$name', ({ statements, version, request, expect: decision }) => {
    const read = readPolicy(
      JSON.stringify({ Version: version ?? '2012-10-17', Statement: statements }, null, 2),
    );
    if (!read.ok) throw new Error(read.error.message);
    expect(evaluate(read.policy, request).decision).toBe(decision);
  });
});

describe('evaluate', () => {
  it('answers the statement that decided', () => {
    const read = readPolicy(
      JSON.stringify({
        Version: '2012-10-17',
        Statement: [
          { Sid: 'Ler', Effect: 'Allow', Action: 's3:GetObject', Resource: '*' },
          { Sid: 'NaoApagar', Effect: 'Deny', Action: 's3:DeleteObject', Resource: '*' },
        ],
      }),
    );
    if (!read.ok) throw new Error(read.error.message);
    expect(evaluate(read.policy, get('a.txt')).statement?.sid).toBe('Ler');
    expect(evaluate(read.policy, { action: 's3:DeleteObject', resource: '*' }).statement?.sid).toBe(
      'NaoApagar',
    );
    expect(evaluate(read.policy, { action: 's3:PutObject', resource: '*' }).statement).toBeNull();
  });
});
