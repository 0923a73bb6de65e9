"""planner/planning"""
