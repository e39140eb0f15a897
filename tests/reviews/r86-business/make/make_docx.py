"""Writes files/21-*.docx … files/28-*.docx (run from tests/reviews/r86-business with /usr/bin/python3 make/make_docx.py)."""
from docx import Document
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Inches, Pt, RGBColor

OUT = "files/"


def base(font="Calibri", size=10.5, margins=0.75):
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    for s in doc.sections:
        s.left_margin = s.right_margin = Inches(margins)
        s.top_margin = s.bottom_margin = Inches(0.6)
    return doc


def para(doc, text="", bold=False, italic=False, size=None, align=None, color=None, space_after=2, space_before=0):
    p = doc.add_paragraph()
    if text:
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if size:
            r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor.from_string(color)
    if align:
        p.alignment = align
    p.paragraph_format.space_after = Pt(space_after)
    p.paragraph_format.space_before = Pt(space_before)
    return p


def heading(doc, text, color="1F3864", size=11.5, rule=True):
    p = para(doc, text.upper(), bold=True, size=size, color=color, space_before=10, space_after=3)
    if rule:
        pPr = p._p.get_or_add_pPr()
        bdr = OxmlElement("w:pBdr")
        b = OxmlElement("w:bottom")
        b.set(qn("w:val"), "single"), b.set(qn("w:sz"), "6"), b.set(qn("w:space"), "1"), b.set(qn("w:color"), color)
        bdr.append(b)
        pPr.append(bdr)
    return p


def tabbed(doc, left, right, bold=True, italic=False, pos=7.0):
    """Left text, a right-aligned tab stop, the dates."""
    p = doc.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(Inches(pos), WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left)
    r.bold, r.italic = bold, italic
    p.add_run("\t" + right)
    p.paragraph_format.space_after = Pt(0)
    p.paragraph_format.space_before = Pt(6)
    return p


def bullets(doc, items, style="List Bullet"):
    for it in items:
        p = doc.add_paragraph(it, style=style)
        p.paragraph_format.space_after = Pt(1)


def no_borders(table):
    tbl = table._tbl
    tblPr = tbl.tblPr
    b = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        e = OxmlElement(f"w:{edge}")
        e.set(qn("w:val"), "nil")
        b.append(e)
    tblPr.append(b)


def cell_text(cell, lines, bold_first=False, size=None):
    cell.text = ""
    for i, line in enumerate(lines):
        p = cell.paragraphs[0] if i == 0 else cell.add_paragraph()
        r = p.add_run(line)
        r.bold = bold_first and i == 0
        if size:
            r.font.size = Pt(size)
        p.paragraph_format.space_after = Pt(1)


# 21 — US staff accountant, CPA: tab stops for right-aligned dates, company on the next line.
def doc21():
    doc = base("Calibri", 10.5)
    para(doc, "Megan Kowalski, CPA", bold=True, size=20, align=WD_ALIGN_PARAGRAPH.CENTER)
    para(doc, "Minneapolis, MN 55408  |  (612) 555-0151  |  megan.kowalski@example.com", align=WD_ALIGN_PARAGRAPH.CENTER, size=10)
    heading(doc, "Summary")
    para(doc, "Licensed CPA with eight years in public accounting and corporate accounting for Fortune 500 retailers and "
              "manufacturers. Known for clean reconciliations, a fast close and documentation auditors do not send back.")
    heading(doc, "Experience")
    tabbed(doc, "Senior Staff Accountant", "Jan 2023 – Present")
    para(doc, "Target Corporation, Minneapolis, MN", italic=True)
    bullets(doc, [
        "Own month-end close for the supply-chain cost centres: 140 journal entries and 60 account reconciliations a month.",
        "Moved reconciliations into BlackLine; 92% auto-certified, close shortened by one day.",
        "Lead SOX 404 walkthroughs for inventory and freight accruals with Ernst & Young.",
    ])
    tabbed(doc, "Staff Accountant", "Jun 2020 – Dec 2022")
    para(doc, "Ecolab, Saint Paul, MN", italic=True)
    bullets(doc, [
        "Fixed assets and lease accounting (ASC 842) for 90 North American sites in SAP S/4HANA.",
        "Built Alteryx workflow for intercompany matching that cleared a $2.4M backlog of unmatched items.",
    ])
    tabbed(doc, "Audit Associate", "Sep 2018 – May 2020")
    para(doc, "Baker Tilly US, LLP, Minneapolis, MN", italic=True)
    bullets(doc, ["Audits of manufacturing and not-for-profit clients with revenue of $20M–$600M; tested controls and revenue."])
    tabbed(doc, "Audit Intern", "Jan 2018 – Apr 2018")
    para(doc, "Baker Tilly US, LLP, Minneapolis, MN", italic=True)
    bullets(doc, ["Busy-season internship: cash and receivables testing, confirmations."])
    heading(doc, "Education")
    tabbed(doc, "Master of Accountancy (MAcc)", "2018")
    para(doc, "University of Minnesota – Carlson School of Management", italic=True)
    tabbed(doc, "B.S. in Accounting", "2017")
    para(doc, "St. Cloud State University", italic=True)
    heading(doc, "License")
    para(doc, "Certified Public Accountant (CPA), State of Minnesota, 2019")
    heading(doc, "Skills")
    para(doc, "Technical: US GAAP, account reconciliations, journal entries, month-end close, SOX compliance, fixed assets, lease accounting (ASC 842)")
    para(doc, "Systems: SAP S/4HANA, BlackLine, Oracle NetSuite, Alteryx, Excel (Power Query, XLOOKUP), Power BI")
    doc.save(OUT + "21-us-staff-accountant-tabstops.docx")


# 22 — UK administrative assistant: every job in a two-column layout table (dates | details), short.
def doc22():
    doc = base("Arial", 10)
    para(doc, "Hollie Barker", bold=True, size=18)
    para(doc, "Norwich, Norfolk  •  07700 900 633  •  hollie.barker@example.co.uk", size=9.5)
    heading(doc, "Profile", color="2E7D32")
    para(doc, "Organised, reliable administrative assistant with experience in insurance, legal and temporary office roles. "
              "Quick, accurate typist and confident taking minutes at senior meetings.")
    heading(doc, "Employment", color="2E7D32")
    rows = [
        ("Jan 2022 – Present", ["Administrative Assistant", "Aviva, Norwich",
                                "• Diary management and travel bookings for three claims directors",
                                "• Minute taking for the weekly claims governance meeting",
                                "• Maintain team SharePoint site and process supplier invoices"]),
        ("Sept 2019 – Dec 2021", ["Receptionist / Administrator", "Howes Percival LLP, Norwich",
                                  "• Front desk for a 70-person law firm; audio typing of letters and file notes",
                                  "• Opened new client files and ran conflict checks"]),
        ("Jun 2018 – Aug 2019", ["Temporary Administrator", "Reed Employment, Norwich (various assignments)",
                                 "• Data entry, filing and post at Norfolk County Council and Anglian Water"]),
    ]
    t = doc.add_table(rows=0, cols=2)
    no_borders(t)
    for dates, lines in rows:
        c = t.add_row().cells
        c[0].width, c[1].width = Inches(1.6), Inches(5.4)
        cell_text(c[0], [dates])
        cell_text(c[1], lines, bold_first=True)
    heading(doc, "Education", color="2E7D32")
    t2 = doc.add_table(rows=0, cols=2)
    no_borders(t2)
    for dates, lines in [("2016 – 2018", ["Level 3 Extended Diploma in Business", "City College Norwich"]),
                         ("2011 – 2016", ["GCSEs: 8 at grades A*–C including English and Maths", "Hellesdon High School"])]:
        c = t2.add_row().cells
        cell_text(c[0], [dates])
        cell_text(c[1], lines, bold_first=True)
    heading(doc, "Skills", color="2E7D32")
    para(doc, "Microsoft Office (Word, Excel, Outlook)  •  Minute taking  •  Diary management  •  Audio typing (60 wpm)  •  "
              "Data entry  •  SharePoint  •  Filing and records management")
    doc.save(OUT + "22-uk-admin-assistant-table.docx")


# 23 — Canadian payroll specialist: name and contact only in the page header.
def doc23():
    doc = base("Calibri", 10.5)
    hdr = doc.sections[0].header
    hp = hdr.paragraphs[0]
    r = hp.add_run("JASLEEN KAUR GILL, CPM")
    r.bold, r.font.size = True, Pt(16)
    hp2 = hdr.add_paragraph("Calgary, AB  ·  403-555-0139  ·  jasleen.gill@example.ca")
    hp2.runs[0].font.size = Pt(9.5)
    heading(doc, "Professional Profile", color="6A1B9A")
    para(doc, "Payroll and benefits specialist with eleven years in Alberta payroll for unionized and non-union workforces of up "
              "to 3,000 employees. Certified Payroll Manager (CPM). Accurate, deadline-driven and comfortable with complex "
              "collective agreements, retro pay and year-end.")
    heading(doc, "Work Experience", color="6A1B9A")
    for title, org, dates, items in [
        ("Payroll and Benefits Specialist", "ENMAX Corporation, Calgary, AB", "03/2021 – Present",
         ["Process biweekly payroll for 1,900 union and non-union employees in Ceridian Dayforce.",
          "Administer group benefits and pension enrolments; reconcile monthly carrier invoices.",
          "Lead year-end: T4/T4A and RL slips, PIER review, WCB reporting."]),
        ("Payroll Administrator", "Calgary Co-op, Calgary, AB", "06/2017 – 02/2021",
         ["Semi-monthly payroll for 3,000 retail employees across 24 stores in ADP Workforce Now.",
          "Issued Records of Employment (ROEs) and resolved CRA and Service Canada enquiries."]),
        ("HR Assistant", "ATB Financial, Edmonton, AB", "09/2015 – 05/2017",
         ["Onboarding paperwork, HRIS data entry in SAP SuccessFactors and employment verification letters."]),
    ]:
        tabbed(doc, title, dates)
        para(doc, org, italic=True)
        bullets(doc, items)
    heading(doc, "Education", color="6A1B9A")
    para(doc, "Bachelor of Business Administration – Human Resources, Mount Royal University, Calgary, 2015")
    heading(doc, "Certifications", color="6A1B9A")
    bullets(doc, ["Certified Payroll Manager (CPM), National Payroll Institute, 2020",
                  "Payroll Compliance Practitioner (PCP), National Payroll Institute, 2016"])
    heading(doc, "Skills", color="6A1B9A")
    bullets(doc, ["Payroll processing, retro pay, garnishments, year-end reporting",
                  "Benefits administration and pension enrolment",
                  "Ceridian Dayforce, ADP Workforce Now, SAP SuccessFactors, Excel (VLOOKUP, pivot tables)",
                  "Alberta Employment Standards and CRA payroll compliance"])
    doc.save(OUT + "23-ca-payroll-specialist-header.docx")


# 24 — Indian HR generalist: education and personal details in tables, declaration.
def doc24():
    doc = base("Times New Roman", 11)
    para(doc, "SNEHA IYER", bold=True, size=16, align=WD_ALIGN_PARAGRAPH.CENTER)
    para(doc, "HR Generalist | Talent Acquisition | Employee Engagement", align=WD_ALIGN_PARAGRAPH.CENTER, size=10)
    para(doc, "Email: sneha.iyer@example.com  |  Mobile: +91 99001 55243  |  Koramangala, Bengaluru - 560034", align=WD_ALIGN_PARAGRAPH.CENTER, size=10)
    heading(doc, "Career Objective", color="000000")
    para(doc, "To work in a challenging HR role where I can use my 7 years of experience in recruitment, onboarding and employee "
              "engagement to contribute to the growth of the organisation.")
    heading(doc, "Work Experience", color="000000")
    para(doc, "Wipro Limited, Bengaluru", bold=True, space_before=4)
    para(doc, "HR Generalist  (Aug 2021 – till date)", italic=True)
    bullets(doc, ["HR point of contact for 1,400 employees in two delivery units: onboarding, queries, exits.",
                  "Ran quarterly engagement surveys; attrition in the unit down from 24% to 17%.",
                  "Coordinate monthly payroll inputs and full-and-final settlements with the payroll team.",
                  "Conduct exit interviews and prepare monthly HR MIS in Excel."])
    para(doc, "Quess Corp Limited, Bengaluru", bold=True, space_before=4)
    para(doc, "HR Executive – Talent Acquisition  (Jul 2019 – Jul 2021)", italic=True)
    bullets(doc, ["End-to-end recruitment for BFSI and retail clients; closed 320 positions in 2020.",
                  "Sourcing through Naukri, LinkedIn Recruiter and campus drives."])
    para(doc, "Titan Company Limited, Bengaluru", bold=True, space_before=4)
    para(doc, "Summer Intern – HR  (May 2018 – Jun 2018)", italic=True)
    bullets(doc, ["Project on induction effectiveness for retail store staff."])
    heading(doc, "Educational Qualifications", color="000000")
    t = doc.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["Qualification", "Institution", "Year", "CGPA / %"]):
        cell_text(c, [h], bold_first=True)
    for row in [("MBA (Human Resource Management)", "Christ University, Bengaluru", "2019", "7.8 CGPA"),
                ("B.Com", "Mount Carmel College, Bengaluru", "2017", "82%"),
                ("PUC (Commerce)", "Sophia High School, Bengaluru (Karnataka PU Board)", "2014", "88%")]:
        c = t.add_row().cells
        for cell, v in zip(c, row):
            cell_text(cell, [v])
    heading(doc, "Certifications", color="000000")
    bullets(doc, ["SHRM Certified Professional (SHRM-CP), 2023", "HR Analytics with Excel – Udemy, 2022"])
    heading(doc, "Skills", color="000000")
    para(doc, "Talent acquisition, onboarding, employee engagement, exit interviews, HR MIS reporting, payroll coordination, "
              "Darwinbox, SAP SuccessFactors, Naukri RMS, LinkedIn Recruiter, MS Excel")
    heading(doc, "Personal Details", color="000000")
    t2 = doc.add_table(rows=0, cols=2)
    no_borders(t2)
    for k, v in [("Date of Birth", "04 February 1996"), ("Gender", "Female"), ("Nationality", "Indian"),
                 ("Languages Known", "English, Hindi, Kannada, Tamil")]:
        c = t2.add_row().cells
        cell_text(c[0], [k])
        cell_text(c[1], [": " + v])
    heading(doc, "Declaration", color="000000")
    para(doc, "I hereby declare that all the details furnished above are true to the best of my knowledge and belief.")
    para(doc, "Place: Bengaluru")
    para(doc, "(Sneha Iyer)", align=WD_ALIGN_PARAGRAPH.RIGHT)
    doc.save(OUT + "24-in-hr-generalist.docx")


# 25 — Irish accounts payable / credit control: title | company | dates on one line, Word bullets.
def doc25():
    doc = base("Calibri", 11)
    para(doc, "Ciara Mulligan", bold=True, size=22, color="C0504D")
    para(doc, "Salthill, Galway  |  087 555 3190  |  ciara.mulligan@example.ie")
    heading(doc, "Personal Profile", color="C0504D", rule=False)
    para(doc, "Accounts professional with nine years' experience in accounts payable, credit control and bookkeeping. "
              "Qualified Accounting Technician (MIATI), currently completing ACCA (9 of 13 exams passed).")
    heading(doc, "Employment History", color="C0504D", rule=False)
    for line, items in [
        ("Accounts Payable & Credit Control Executive | Medtronic, Galway | March 2022 - Current",
         ["Process 1,800 supplier invoices a month in SAP; 3-way match and payment runs in EUR, USD and GBP.",
          "Manage a €14m receivables ledger; debtor days reduced from 58 to 44.",
          "Supplier statement reconciliations and month-end accruals."]),
        ("Accounts Assistant | Supermac's, Galway | June 2019 - February 2022",
         ["Sales and purchase ledgers for 40 restaurants in Sage 50; bank reconciliations.",
          "Bi-monthly VAT returns through ROS; weekly payroll in BrightPay for 300 staff."]),
        ("Bookkeeper (part-time) | Clifden Credit Union, Clifden | Sept 2017 - May 2019",
         ["Daily lodgements, member account reconciliations and petty cash while studying."]),
    ]:
        p = para(doc, line, bold=True, space_before=6)
        bullets(doc, items)
    heading(doc, "Education & Qualifications", color="C0504D", rule=False)
    bullets(doc, ["Bachelor of Business Studies (BBS) in Accounting – Atlantic Technological University (formerly GMIT), 2019",
                  "Accounting Technician (MIATI) – Accounting Technicians Ireland, 2018",
                  "ACCA – Strategic Professional level (9 of 13 exams passed)"])
    heading(doc, "Key Skills", color="C0504D", rule=False)
    bullets(doc, ["Accounts payable and credit control", "Bank and supplier reconciliations",
                  "VAT returns and Revenue Online Service (ROS)", "Sage 50, SAP, BrightPay, Excel (pivot tables, VLOOKUP)"])
    heading(doc, "Interests", color="C0504D", rule=False)
    para(doc, "Sea swimming, GAA (camogie coach for Salthill-Knocknacarra U12s).")
    doc.save(OUT + "25-ie-accounts-payable-credit-control.docx")


# 26 — US sales development rep, entry level: one page, Summer internship, skills in a table.
def doc26():
    doc = base("Garamond", 11.5, margins=0.9)
    para(doc, "ETHAN PARK", bold=True, size=18, align=WD_ALIGN_PARAGRAPH.CENTER)
    para(doc, "Boston, MA · 617-555-0110 · ethan.park@example.com", align=WD_ALIGN_PARAGRAPH.CENTER)
    heading(doc, "Experience", color="000000")
    tabbed(doc, "Sales Development Representative, Toast", "Jul 2024 – Present", pos=6.7)
    para(doc, "Boston, MA", italic=True)
    bullets(doc, ["Prospect independent restaurants by phone, email and LinkedIn; 160 dials a day.",
                  "Booked 74 qualified demos in Q1 2025 (148% of target); #1 of 18 SDRs in the Northeast team.",
                  "Handed off $1.2M in pipeline to account executives in 2024."])
    tabbed(doc, "Business Development Intern, Wayfair", "Summer 2023", pos=6.7)
    para(doc, "Boston, MA", italic=True)
    bullets(doc, ["Researched 400 hospitality and office-furniture prospects for the Wayfair Professional sales team."])
    tabbed(doc, "Sales Associate (part-time), Best Buy", "Sep 2021 – May 2024", pos=6.7)
    para(doc, "Natick, MA", italic=True)
    bullets(doc, ["Sold computing and home theater products; top attach rate for protection plans in 2023."])
    heading(doc, "Education", color="000000")
    tabbed(doc, "Bentley University, Waltham, MA", "May 2024", pos=6.7)
    para(doc, "B.S. in Marketing; minor in Spanish; GPA 3.5", italic=True)
    heading(doc, "Skills", color="000000")
    t = doc.add_table(rows=3, cols=2)
    no_borders(t)
    for row, (k, v) in zip(t.rows, [("Sales", "Cold calling, prospecting, lead qualification, objection handling"),
                                     ("Tools", "Salesforce, Outreach, Apollo.io, LinkedIn Sales Navigator"),
                                     ("Languages", "English, Spanish (conversational), Korean (conversational)")]):
        cell_text(row.cells[0], [k], bold_first=True)
        cell_text(row.cells[1], [v])
    doc.save(OUT + "26-us-sales-development-rep.docx")


# 27 — Australian operations manager: 3-column competency grid table, year-only dates on the earliest job.
def doc27():
    doc = base("Calibri", 10.5)
    para(doc, "Kirsty MacAllister", bold=True, size=20, color="00599C")
    para(doc, "Operations Manager – Transport & Logistics", size=12, color="00599C")
    para(doc, "Brisbane QLD 4000  |  0491 570 110  |  kirsty.macallister@example.com.au")
    heading(doc, "Professional Summary", color="00599C")
    para(doc, "Hands-on operations leader with twelve years across logistics, parcel networks and health administration. I run "
              "24/7 sites safely and efficiently, lift productivity with Lean methods and build teams that stay.")
    heading(doc, "Core Competencies", color="00599C")
    grid = [["Warehouse Operations", "Continuous Improvement (Lean)", "WHS Compliance"],
            ["KPI Reporting", "Rostering & Labour Planning", "Budget Management"],
            ["Manhattan WMS", "SAP", "Power BI"],
            ["Team Leadership", "Stakeholder Management", "Customer Service"]]
    t = doc.add_table(rows=4, cols=3)
    no_borders(t)
    for r, vals in zip(t.rows, grid):
        for c, v in zip(r.cells, vals):
            cell_text(c, ["• " + v])
    heading(doc, "Career History", color="00599C")
    for title, org, dates, items in [
        ("Operations Manager", "Toll Group | Brisbane QLD", "Feb 2021 – Current",
         ["Run a 38,000 m² multi-user DC with 140 staff over three shifts; $22M annual operating budget.",
          "Lifted pick rate 19% and cut overtime 30% through slotting review and Lean daily huddles.",
          "Zero lost-time injuries in 2023 and 2024; led ISO 45001 recertification."]),
        ("Operations Coordinator", "StarTrack (Australia Post) | Brisbane QLD", "Jul 2018 – Jan 2021",
         ["Coordinated linehaul and pick-up/delivery scheduling for 60 contractors; on-time delivery 97.5%."]),
        ("Customer Service & Dispatch Officer", "Linfox | Brisbane QLD", "Mar 2016 – Jun 2018",
         ["Allocated 45 trucks a day and handled customer bookings and delivery issues."]),
        ("Administration Officer", "Queensland Health | Brisbane QLD", "2014 – 2016",
         ["Rosters, timesheets and purchase orders for the Metro North hospital logistics team."]),
    ]:
        para(doc, title, bold=True, space_before=6)
        para(doc, f"{org} | {dates}", italic=True)
        bullets(doc, items)
    heading(doc, "Education & Training", color="00599C")
    bullets(doc, ["Diploma of Logistics (TLI50219), TAFE Queensland, 2017",
                  "Bachelor of Business (Management), Queensland University of Technology (QUT), 2013"])
    heading(doc, "Licences & Certificates", color="00599C")
    bullets(doc, ["Certificate IV in Work Health and Safety (BSB41419), 2019",
                  "Lean Six Sigma Green Belt, 2022",
                  "Forklift Licence (LF)",
                  "Current C class driver licence"])
    doc.save(OUT + "27-au-operations-manager-grid.docx")


# 28 — Kenyan finance officer: "To Date", industrial attachment, referees with phone numbers.
def doc28():
    doc = base("Cambria", 11)
    para(doc, "WANJIRU KAMAU", bold=True, size=17)
    para(doc, "P.O. Box 12345 – 00100, Nairobi, Kenya", size=10)
    para(doc, "Tel: +254 712 555 019   Email: wanjiru.kamau@example.co.ke", size=10)
    heading(doc, "Professional Summary", color="000000")
    para(doc, "CPA (K) finance officer with over eleven years in insurance, manufacturing and humanitarian finance. Experienced in "
              "donor-funded budgets, IFRS reporting, payroll and KRA tax compliance.")
    heading(doc, "Work Experience", color="000000")
    for title, org, dates, items in [
        ("Finance Officer", "Kenya Red Cross Society, Nairobi", "January 2020 – To Date",
         ["Manage finances for three donor-funded projects (USD 4.2M): budgets, cash forecasts and donor reports.",
          "Prepare monthly management accounts and support the annual IFRS audit.",
          "Review payroll for 210 staff and file PAYE, NSSF and SHIF returns on iTax."]),
        ("Assistant Accountant", "Bidco Africa Ltd, Thika", "May 2017 – December 2019",
         ["Accounts payable, bank reconciliations and VAT/withholding returns in SAP Business One."]),
        ("Accounts Clerk", "Jubilee Insurance, Nairobi", "March 2015 – April 2017",
         ["Premium receipting, commission schedules and debtor reconciliations."]),
        ("Industrial Attachment", "Kenya Revenue Authority, Nairobi", "May 2014 – August 2014",
         ["Supported the domestic taxes department with taxpayer records and iTax registration."]),
    ]:
        tabbed(doc, f"{title} – {org}", dates, pos=6.8)
        bullets(doc, items)
    heading(doc, "Education", color="000000")
    bullets(doc, ["Bachelor of Commerce (Accounting Option), University of Nairobi, 2014 – Second Class Honours (Upper Division)",
                  "Kenya Certificate of Secondary Education (KCSE), Alliance Girls High School, 2009 – Grade A-"])
    heading(doc, "Professional Qualifications", color="000000")
    bullets(doc, ["Certified Public Accountant – CPA (K), KASNEB, 2016; member of ICPAK"])
    heading(doc, "Skills", color="000000")
    bullets(doc, ["Donor reporting and grant budgeting", "IFRS financial reporting", "Payroll and statutory deductions",
                  "KRA iTax compliance", "SAP Business One, QuickBooks, Sage 300, Advanced Excel"])
    heading(doc, "Referees", color="000000")
    bullets(doc, ["Mr. Peter Otieno, Head of Finance, Kenya Red Cross Society – +254 722 555 301 – p.otieno@example.org",
                  "Ms. Grace Njeri, Finance Manager, Bidco Africa Ltd – +254 733 555 882"])
    doc.save(OUT + "28-ke-finance-officer-referees.docx")


if __name__ == "__main__":
    for f in (doc21, doc22, doc23, doc24, doc25, doc26, doc27, doc28):
        f()
