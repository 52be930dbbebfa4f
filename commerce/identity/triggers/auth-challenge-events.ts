/**
 * The event shapes Cognito passes to the custom-auth Lambda triggers (Define, Create and Verify
 * Auth Challenge), as documented in the Cognito developer guide. Each trigger returns the same
 * event with its `response` filled in.
 */

/** Fields Cognito adds to every user-pool trigger event. */
export interface UserPoolTriggerCommon {
  version: string;
  region: string;
  userPoolId: string;
  userName: string;
  callerContext: { awsSdkVersion: string; clientId: string };
}

/** One step of the challenge sequence so far, oldest first (`session[0]` is the first challenge). */
export interface ChallengeResult {
  challengeName: string;
  challengeResult: boolean;
  /** Whatever Create Auth Challenge put in `challengeMetadata` for this step. */
  challengeMetadata?: string;
}

export type UserAttributes = Record<string, string>;
export type ClientMetadata = Record<string, string>;

export interface DefineAuthChallengeEvent extends UserPoolTriggerCommon {
  triggerSource: 'DefineAuthChallenge_Authentication';
  request: {
    userAttributes: UserAttributes;
    session: ChallengeResult[];
    clientMetadata?: ClientMetadata;
    /** True (when the app client prevents user-existence errors) if the username matched no user. */
    userNotFound?: boolean;
  };
  response: {
    challengeName?: string | null;
    issueTokens?: boolean | null;
    failAuthentication?: boolean | null;
  };
}

export interface CreateAuthChallengeEvent extends UserPoolTriggerCommon {
  triggerSource: 'CreateAuthChallenge_Authentication';
  request: {
    userAttributes: UserAttributes;
    challengeName: string;
    session: ChallengeResult[];
    clientMetadata?: ClientMetadata;
    userNotFound?: boolean;
  };
  response: {
    /** Sent to the client. */
    publicChallengeParameters?: Record<string, string>;
    /** Kept by Cognito and handed to Verify Auth Challenge; never sent to the client. */
    privateChallengeParameters?: Record<string, string>;
    challengeMetadata?: string;
  };
}

export interface VerifyAuthChallengeEvent extends UserPoolTriggerCommon {
  triggerSource: 'VerifyAuthChallengeResponse_Authentication';
  request: {
    userAttributes: UserAttributes;
    privateChallengeParameters: Record<string, string>;
    challengeAnswer: string;
    clientMetadata?: ClientMetadata;
    userNotFound?: boolean;
  };
  response: {
    answerCorrect?: boolean | null;
  };
}

export const CUSTOM_CHALLENGE = 'CUSTOM_CHALLENGE';
