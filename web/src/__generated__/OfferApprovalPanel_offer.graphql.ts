/**
 * @generated SignedSource<<5c2f88275c97c19ef22b64f520b64eb2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OfferApprovalStep = "FINANCE" | "IT" | "%future added value";
export type OfferStatus = "approved" | "approved_finance" | "approved_it" | "pending" | "rejected" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OfferApprovalPanel_offer$data = {
  readonly approvalBlockedReason: string | null | undefined;
  readonly approvalStep: OfferApprovalStep | null | undefined;
  readonly approvedByFinanceAt: string | null | undefined;
  readonly approvedByFinanceName: string | null | undefined;
  readonly approvedByITAt: string | null | undefined;
  readonly approvedByITName: string | null | undefined;
  readonly canReject: boolean;
  readonly id: string;
  readonly rejectedAt: string | null | undefined;
  readonly rejectedByName: string | null | undefined;
  readonly rejectedReason: string | null | undefined;
  readonly status: OfferStatus;
  readonly " $fragmentType": "OfferApprovalPanel_offer";
};
export type OfferApprovalPanel_offer$key = {
  readonly " $data"?: OfferApprovalPanel_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OfferApprovalPanel_offer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OfferApprovalPanel_offer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedByFinanceName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedByFinanceAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedByITName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedByITAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rejectedReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rejectedByName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rejectedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvalStep",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvalBlockedReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canReject",
      "storageKey": null
    }
  ],
  "type": "Offer",
  "abstractKey": null
};

(node as any).hash = "6f311804021e8b2b6ee9003141f18238";

export default node;
