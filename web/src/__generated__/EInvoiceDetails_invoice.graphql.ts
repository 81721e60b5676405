/**
 * @generated SignedSource<<094efe55bf40cd6a9e7d06edb8e8bb13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoiceSource = "fatturapa" | "manual" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EInvoiceDetails_invoice$data = {
  readonly canAttach: boolean;
  readonly canLinkOrder: boolean;
  readonly discrepancies: ReadonlyArray<string>;
  readonly documentTotal: string | null | undefined;
  readonly documentType: string;
  readonly documentTypeLabel: string;
  readonly id: string;
  readonly isCreditNote: boolean;
  readonly lines: ReadonlyArray<{
    readonly description: string;
    readonly discounts: ReadonlyArray<{
      readonly amount: string | null | undefined;
      readonly percentage: string | null | undefined;
      readonly type: string;
    }>;
    readonly exactQuantity: string | null | undefined;
    readonly exactUnitPrice: string;
    readonly lineNumber: number | null | undefined;
    readonly lineTotal: string;
    readonly rowId: number;
    readonly unit: string | null | undefined;
    readonly vatNature: string | null | undefined;
    readonly vatPercentage: string;
  }>;
  readonly linkedInvoice: {
    readonly invoiceNumber: string;
    readonly rowId: number;
  } | null | undefined;
  readonly linkedInvoiceReference: string | null | undefined;
  readonly originalDownloadPath: string | null | undefined;
  readonly originalFileName: string | null | undefined;
  readonly paymentSchedule: ReadonlyArray<{
    readonly amount: string;
    readonly dueDate: string | null | undefined;
    readonly iban: string | null | undefined;
    readonly method: string;
  }>;
  readonly signerName: string | null | undefined;
  readonly source: InvoiceSource;
  readonly stampDutyAmount: string | null | undefined;
  readonly vatSummary: ReadonlyArray<{
    readonly chargeability: string | null | undefined;
    readonly taxAmount: string;
    readonly taxableAmount: string;
    readonly vatNature: string | null | undefined;
    readonly vatPercentage: string;
  }>;
  readonly welfareFundAmount: string | null | undefined;
  readonly withholdingAmount: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"EInvoiceDocument_invoice" | "InvoiceAttachmentButtons_invoice">;
  readonly " $fragmentType": "EInvoiceDetails_invoice";
};
export type EInvoiceDetails_invoice$key = {
  readonly " $data"?: EInvoiceDetails_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"EInvoiceDetails_invoice">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vatPercentage",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vatNature",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EInvoiceDetails_invoice",
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
      "name": "canLinkOrder",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canAttach",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documentType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documentTypeLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isCreditNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discrepancies",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "linkedInvoiceReference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Invoice",
      "kind": "LinkedField",
      "name": "linkedInvoice",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invoiceNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "originalFileName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "originalDownloadPath",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documentTotal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "withholdingAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stampDutyAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "welfareFundAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoiceLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lineNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "exactQuantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "exactUnitPrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "InvoiceLineAdjustment",
          "kind": "LinkedField",
          "name": "discounts",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "type",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "percentage",
              "storageKey": null
            },
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lineTotal",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoiceVatSummary",
      "kind": "LinkedField",
      "name": "vatSummary",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "taxableAmount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "taxAmount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "chargeability",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoiceInstallment",
      "kind": "LinkedField",
      "name": "paymentSchedule",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueDate",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "method",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "iban",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvoiceAttachmentButtons_invoice"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EInvoiceDocument_invoice"
    }
  ],
  "type": "Invoice",
  "abstractKey": null
};
})();

(node as any).hash = "1862c2aa02e1af90d403a853c1f7c9ed";

export default node;
