"""Complaint drafting (民事起诉状): guided intake, jurisdiction, claims, legal basis, rubric, .docx.

`elements` is the data, `extract` reads values out of a message (every value stored is a literal
substring of what the user wrote: that is how "never invent" is enforced), `intake` is the
question-at-a-time state machine, `jurisdiction` proposes the court, `claims` computes interest,
`basis` finds the legal basis with the consultation's date, retrieval and citation stages,
`render`/`docx` lay the complaint out, `checks` is the drafting rubric, `draft` runs them all.
"""
